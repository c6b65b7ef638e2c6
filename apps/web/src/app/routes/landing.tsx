import { mainContentId, SkipToContent } from '@/components/skip-to-content';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorks } from '@/features/landing/components/how-it-works';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { SiteFooter } from '@/features/landing/components/site-footer';

export function Component() {
  return (
    <div className="min-h-dvh overflow-x-hidden">
      <SkipToContent />
      <LandingHeader />
      <main id={mainContentId} tabIndex={-1} className="outline-none">
        <Hero />
        <HowItWorks />
      </main>
      <SiteFooter />
    </div>
  );
}
