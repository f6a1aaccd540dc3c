import { Mail } from 'lucide-react';
import { Link } from 'wouter';
import { type MessageId, useT } from '@/client/lib/i18n';
import { LanguageLink } from './language-link';

const QUICK_LINKS: ReadonlyArray<{ slug: string; label: MessageId }> = [
  { slug: 'beauty', label: 'footer.beauty' },
  { slug: 'care', label: 'footer.care' },
  { slug: 'cleaning', label: 'footer.cleaning' },
  { slug: 'renovations', label: 'footer.renovations' },
];

/** QuoteLocal's own profiles on each network (not the networks' home pages). */
const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/quotelocal' },
  { name: 'Instagram', href: 'https://www.instagram.com/quotelocal' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/quotelocal' },
];

export function Footer() {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-gray-200 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-base font-semibold text-white">
            QuoteLocal
          </h2>
          <p className="mt-3 text-sm leading-6">{t('footer.about')}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('footer.socialMedia')}>
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
            {t('footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map(({ slug, label }) => (
              <li key={slug}>
                <Link href={`/categories/${slug}`} className="hover:text-white hover:underline">
                  {t(label)}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/about" className="hover:text-white hover:underline">
                {t('header.aboutUs')}
              </Link>
            </li>
            <li>
              <Link href="/terms" className="hover:text-white hover:underline">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className="hover:text-white hover:underline">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <LanguageLink className="hover:text-white hover:underline" />
            </li>
          </ul>
        </nav>
        {/* Named apart from a page's own "Contact" (a company's): landmarks must differ. */}
        <section aria-label={t('footer.contactLandmark')}>
          <h2 className="text-base font-semibold text-white">{t('footer.contact')}</h2>
          <p className="mt-3 text-sm">{t('footer.contactText')}</p>
          <a
            href="mailto:hello@quotelocal.example"
            className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-white hover:underline"
          >
            <Mail className="h-4 w-4" aria-hidden /> hello@quotelocal.example
          </a>
        </section>
      </div>
      <div className="border-t border-gray-800 py-5 text-center text-sm text-gray-400">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </div>
    </footer>
  );
}
