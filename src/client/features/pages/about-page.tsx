import { T, useT } from '@/client/lib/i18n';
import { ContentPage } from './page-shell';

export function AboutPage() {
  const t = useT();
  const strong = { 0: <strong /> };
  return (
    <ContentPage title={t('about.title')} lead={t('about.lead')}>
      <section>
        <h2>{t('about.missionTitle')}</h2>
        <p>{t('about.mission')}</p>
      </section>
      <section>
        <h2>{t('about.offerTitle')}</h2>
        <ul>
          <li>{t('about.offer.directory')}</li>
          <li>{t('about.offer.request')}</li>
          <li>{t('about.offer.conversation')}</li>
          <li>{t('about.offer.reviews')}</li>
          <li>{t('about.offer.owners')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('about.valuesTitle')}</h2>
        <ul>
          <li>
            <T id="about.values.trust" components={strong} />
          </li>
          <li>
            <T id="about.values.time" components={strong} />
          </li>
          <li>
            <T id="about.values.fairness" components={strong} />
          </li>
          <li>
            <T id="about.values.privacy" components={strong} />
          </li>
        </ul>
      </section>
    </ContentPage>
  );
}
