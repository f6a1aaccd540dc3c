import { useT } from '@/client/lib/i18n';
import { ContentPage } from './page-shell';

export function PrivacyPage() {
  const t = useT();
  return (
    <ContentPage title={t('privacy.title')} lead={t('privacy.lead')}>
      <section>
        <h2>{t('privacy.collectTitle')}</h2>
        <ul>
          <li>{t('privacy.collect.account')}</li>
          <li>{t('privacy.collect.content')}</li>
          <li>{t('privacy.collect.technical')}</li>
          <li>{t('privacy.collect.zip')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('privacy.useTitle')}</h2>
        <ul>
          <li>{t('privacy.use.service')}</li>
          <li>{t('privacy.use.safety')}</li>
          <li>{t('privacy.use.noSale')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('privacy.whoTitle')}</h2>
        <p>{t('privacy.who')}</p>
      </section>
      <section>
        <h2>{t('privacy.choicesTitle')}</h2>
        <ul>
          <li>{t('privacy.choices.change')}</li>
          <li>{t('privacy.choices.download')}</li>
          <li>{t('privacy.choices.delete')}</li>
          <li>{t('privacy.choices.questions')}</li>
        </ul>
      </section>
      <section>
        <h2>{t('privacy.cookiesTitle')}</h2>
        <p>{t('privacy.cookies')}</p>
      </section>
    </ContentPage>
  );
}
