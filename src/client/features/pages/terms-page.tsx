import { useT } from '@/client/lib/i18n';
import { ContentPage } from './page-shell';

const SECTIONS = [
  'service',
  'account',
  'listings',
  'reviews',
  'texts',
  'liability',
  'contact',
] as const;

export function TermsPage() {
  const t = useT();
  return (
    <ContentPage title={t('terms.title')} lead={t('terms.lead')}>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`terms.${section}.title`)}</h2>
          <p>{t(`terms.${section}.body`)}</p>
        </section>
      ))}
    </ContentPage>
  );
}
