import { PublicLayout } from '../../components/public-layout.tsx';
import { ClosingCtaSection, FeaturesSection, HeroSection, LearningJourneySection, PricingSection, TestimonialsSection } from '../../features/landing/index.ts';
import { usePageTitle } from '../../lib/page-title.ts';

export default function LandingRoute() {
  usePageTitle('Tradecraft — learn to trade');
  return (
    <PublicLayout>
      <HeroSection />
      <FeaturesSection />
      <LearningJourneySection />
      <TestimonialsSection />
      <PricingSection />
      <ClosingCtaSection />
    </PublicLayout>
  );
}
