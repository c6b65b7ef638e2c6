import { ArrowRight, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProtectedLink } from '@/components/protected-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { FloatingProducts } from './floating-products';

const figures = [
  { value: '100+', labelKey: 'landing.figures.users' },
  { value: '10K+', labelKey: 'landing.figures.products' },
  { value: '250+', labelKey: 'landing.figures.collections' },
] as const;

export function Hero() {
  const { t } = useTranslation();
  const learnMore = () =>
    document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth' });

  return (
    <section className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 lg:grid-cols-2 lg:pt-16">
      <div className="space-y-8">
        <p className="bg-primary-soft text-primary inline-flex rounded-full px-3 py-1 text-xs font-semibold">
          {t('landing.badge')}
        </p>
        <h1 className="text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          {t('landing.headline')}
        </h1>
        <p className="text-muted-foreground max-w-xl text-lg">{t('landing.description')}</p>
        <div className="flex flex-wrap gap-3">
          {/* The dashboard is a signed-in screen (decision 0005): a guest, most likely new, is
              offered to sign up first, and arrives there after verifying. */}
          <ProtectedLink to="/" authTab="register" className={buttonClasses('primary', 'lg')}>
            {t('landing.letsCheck')}
            <ArrowRight aria-hidden className="size-4" />
          </ProtectedLink>
          <Button variant="outline" size="lg" onClick={learnMore}>
            {t('landing.learnMore')}
            <ChevronDown aria-hidden className="size-4" />
          </Button>
        </div>
        <dl className="grid max-w-md grid-cols-3 gap-4">
          {figures.map((figure) => (
            <div key={figure.labelKey} className="flex flex-col-reverse">
              <dt className="text-muted-foreground text-xs sm:text-sm">{t(figure.labelKey)}</dt>
              <dd className="text-2xl font-bold sm:text-3xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="relative mx-auto w-full max-w-lg">
        <div aria-hidden className="bg-primary/10 absolute inset-8 -z-10 rounded-full blur-3xl" />
        <FloatingProducts />
      </div>
    </section>
  );
}
