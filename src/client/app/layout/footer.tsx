import { Mail } from 'lucide-react';
import { Link } from 'wouter';

const QUICK_LINKS = [
  { slug: 'beauty', label: 'Beauty & Wellness' },
  { slug: 'care', label: 'Care Services' },
  { slug: 'cleaning', label: 'Cleaning Services' },
  { slug: 'renovations', label: 'Renovations' },
];

/** QuoteLocal's own profiles on each network (not the networks' home pages). */
const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/quotelocal' },
  { name: 'Instagram', href: 'https://www.instagram.com/quotelocal' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/quotelocal' },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-semibold text-white">
            QuoteLocal
          </h2>
          <p className="mt-3 text-sm leading-6">
            The platform to find trusted local businesses and to list your own. Compare pros near
            you and request quotes from several of them at once.
          </p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Social media">
            {SOCIAL.map(({ name, href }) => (
              <li key={name}>
                <a
                  href={href}
                  className="inline-flex min-h-11 items-center rounded-full bg-gray-800 px-4 text-sm hover:bg-gray-700"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-base font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map(({ slug, label }) => (
              <li key={slug}>
                <Link href={`/categories/${slug}`} className="hover:text-white hover:underline">
                  {label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/about" className="hover:text-white hover:underline">
                About Us
              </Link>
            </li>
            <li>
              <Link href="/terms" className="hover:text-white hover:underline">
                Terms of Service
              </Link>
            </li>
            <li>
              <Link href="/privacy" className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
          </ul>
        </nav>
        {/* Named apart from a page's own "Contact" (a company's): landmarks must differ. */}
        <section aria-label="Contact QuoteLocal">
          <h2 className="text-base font-semibold text-white">Contact</h2>
          <p className="mt-3 text-sm">
            Questions, feedback or partnership ideas? We'd love to hear from you.
          </p>
          <a
            href="mailto:hello@quotelocal.example"
            className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-white hover:underline"
          >
            <Mail className="h-4 w-4" aria-hidden /> hello@quotelocal.example
          </a>
        </section>
      </div>
      <div className="border-t border-gray-800 py-5 text-center text-sm text-gray-400">
        © {new Date().getFullYear()} QuoteLocal. All rights reserved.
      </div>
    </footer>
  );
}
