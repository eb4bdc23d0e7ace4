// The landing feature's public surface: what app/ and other features may import.
export { ClosingCtaSection } from './components/closing-cta-section.tsx';
export { FeaturesSection } from './components/features-section.tsx';
export { HeroSection } from './components/hero-section.tsx';
export { LearningJourneySection } from './components/learning-journey-section.tsx';
export { PricingSection } from './components/pricing-section.tsx';
export { TestimonialsSection } from './components/testimonials-section.tsx';
