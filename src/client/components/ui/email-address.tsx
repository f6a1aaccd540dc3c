import { Fragment } from 'react';

/**
 * An e-mail address that wraps only before its "@" and its dots, never inside a word (not even at
 * a hyphen, which would read as part of the address). Each part is an inline block: it moves to
 * the next line whole, and wraps inside only if it is longer than a whole line. Assistive
 * technology reads the blocks as separate words: a link around it should carry the address as its
 * aria-label.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="inline-block max-w-full break-words group-hover:underline">{part}</span>
        </Fragment>
      ))}
    </>
  );
}
