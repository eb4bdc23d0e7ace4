import { PublicLayout } from '../../components/public-layout.tsx';
import { ClosingCtaSection } from '../../features/landing/components/closing-cta-section.tsx';
import { FeaturesSection } from '../../features/landing/components/features-section.tsx';
import { HeroSection } from '../../features/landing/components/hero-section.tsx';
import { LearningJourneySection } from '../../features/landing/components/learning-journey-section.tsx';
import { PricingSection } from '../../features/landing/components/pricing-section.tsx';
import { TestimonialsSection } from '../../features/landing/components/testimonials-section.tsx';
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
