import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { SiteFooter } from '@/features/landing/components/site-footer';

export function Component() {
  return (
    <div className="min-h-dvh overflow-x-hidden">
      <LandingHeader />
      <main>
        <Hero />
        <HowItWorks />
      </main>
      <SiteFooter />
    </div>
  );
}
