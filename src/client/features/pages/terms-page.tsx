import { ContentPage } from './page-shell';

export function TermsPage() {
  return (
    <ContentPage
      title="Terms of Service"
      lead="Last updated: November 2026. These terms govern your use of QuoteLocal."
    >
      <section>
        <h2>1. The service</h2>
        <p>
          QuoteLocal is a marketplace that lets customers find local businesses, request quotes and
          message them, and lets business owners list their companies. We are not a party to any
          agreement between a customer and a business, and we do not perform the work.
        </p>
      </section>
      <section>
        <h2>2. Your account</h2>
        <p>
          You must give accurate information, keep your password secret and tell us about any
          unauthorised use. You are responsible for what happens under your account. You must be at
          least 18 years old to use QuoteLocal.
        </p>
      </section>
      <section>
        <h2>3. Business listings</h2>
        <p>
          Business owners confirm that they are allowed to represent the business they list, that
          its details are true, and that they hold the licences and insurance their trade requires.
          We may remove listings that are misleading or inactive.
        </p>
      </section>
      <section>
        <h2>4. Reviews and messages</h2>
        <p>
          Reviews must describe a genuine experience with a business you requested a quote from. Do
          not post unlawful, abusive or misleading content, or anyone's private information. We may
          remove content that breaks these rules.
        </p>
      </section>
      <section>
        <h2>5. Text messages</h2>
        <p>
          If you enable text notifications, we send messages about your quote requests through a
          third-party messaging provider. Message and data rates may apply. Reply STOP to cancel.
        </p>
      </section>
      <section>
        <h2>6. Liability</h2>
        <p>
          QuoteLocal is provided "as is". To the extent the law allows, we are not liable for the
          work of businesses listed on the platform or for indirect losses. Nothing in these terms
          limits rights you have under consumer law.
        </p>
      </section>
      <section>
        <h2>7. Contact</h2>
        <p>Questions about these terms: hello@quotelocal.example.</p>
      </section>
    </ContentPage>
  );
}
