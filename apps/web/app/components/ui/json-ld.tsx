/**
 * A schema.org JSON-LD block. `<` is escaped so that text from the database can never close the
 * script element early.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // Serialised JSON with "<" escaped: nothing in it can end the script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
