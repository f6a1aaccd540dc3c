import { ContentPage } from './page-shell';

export function AboutPage() {
  return (
    <ContentPage
      title="About Us"
      lead="QuoteLocal connects homeowners with the local professionals who keep homes running, and gives those businesses a simple way to be found."
    >
      <section>
        <h2>Our mission</h2>
        <p>
          Finding a good plumber, painter or cleaner should not take an afternoon of phone calls.
          Our mission is to make hiring a local pro as easy as describing your project once and
          comparing the answers side by side.
        </p>
      </section>
      <section>
        <h2>What we offer</h2>
        <ul>
          <li>A directory of local businesses, searchable by trade and by ZIP code.</li>
          <li>One request to several businesses at once, with photos of your project.</li>
          <li>A conversation with each business, in one place, with real-time messages.</li>
          <li>Honest reviews from customers who actually requested a quote.</li>
          <li>For business owners: a free listing, photos, and one inbox for every request.</li>
        </ul>
      </section>
      <section>
        <h2>Our values</h2>
        <ul>
          <li>
            <strong>Trust</strong>: reviews come only from people who asked for a quote.
          </li>
          <li>
            <strong>Respect for your time</strong>: fewer calls, clearer answers.
          </li>
          <li>
            <strong>Fairness to local businesses</strong>: listing is free, and requests go straight
            to the owner.
          </li>
          <li>
            <strong>Privacy</strong>: your contact details are shared only with the businesses you
            choose.
          </li>
        </ul>
      </section>
    </ContentPage>
  );
}
