import { ContentPage } from './page-shell';

export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacy Policy"
      lead="Last updated: November 2026. This policy explains what we collect, why, and your choices."
    >
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            Account details: your name, e-mail address, a hash of your password, and optionally a
            phone number.
          </li>
          <li>
            What you create: quote requests, project photos, messages, reviews and business
            listings.
          </li>
          <li>
            Technical data: the cookies that keep you signed in and recognise a browser you have
            signed in with, and server logs kept for security.
          </li>
          <li>
            Your ZIP code, if you type it or allow us to estimate it, stored in your browser to show
            nearby businesses.
          </li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <ul>
          <li>
            To run the service: show listings, deliver your quote requests and messages, and send
            the e-mails you asked for.
          </li>
          <li>To keep QuoteLocal safe: prevent abuse, fraud and unauthorised access.</li>
          <li>We do not sell your personal information.</li>
        </ul>
      </section>
      <section>
        <h2>Who sees it</h2>
        <p>
          Businesses you send a quote request to see your first and last name, your request and your
          messages to them. Reviews show your first name. Service providers (hosting, e-mail and
          text delivery) process data for us under contract.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <ul>
          <li>
            Change your name, phone number and notification settings in your profile at any time.
          </li>
          <li>
            Download your data yourself: on your Profile, under “Your data”, choose “Download my
            data”. You get a ZIP archive with everything we hold about you as a JSON file, a page
            you can read in any browser, and the photos you uploaded. A business owner’s archive
            also holds their businesses’ estimates, leads, service area and the reviews they
            received.
          </li>
          <li>
            Delete your account yourself: on your Profile, under “Your data”, choose “Delete my
            account” and type your password. You are signed out everywhere at once and your
            businesses leave the site. After 30 days we remove your name, e-mail address, phone
            number, drafts, the descriptions and addresses of your requests, your messages, photos,
            favourites and reports, and your businesses’ details; reviews you wrote stay under
            “Former customer”, and businesses keep their own side of your conversations.
          </li>
          <li>Questions about your data: hello@quotelocal.example.</li>
        </ul>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          We use two essential cookies: one keeps you signed in; the other remembers that this
          browser has signed in to your account before, so that someone guessing your password
          elsewhere cannot lock you out of it. Neither is used for advertising or tracking across
          other sites.
        </p>
      </section>
    </ContentPage>
  );
}
