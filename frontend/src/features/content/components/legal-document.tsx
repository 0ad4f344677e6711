import type { LegalSection } from '../data/types';

/** A legal page's text: numbered sections of paragraphs and bullet lists. */
export function LegalDocument({ sections, lastUpdated }: { sections: LegalSection[]; lastUpdated: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:py-20 lg:px-8">
      <p className="text-sm font-semibold text-navy-600">Last updated: {lastUpdated}</p>
      {sections.map((section, index) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl">
            <span className="mr-3 text-amber-700">{index + 1}.</span>
            {section.heading}
          </h2>
          {section.body.map((block, blockIndex) =>
            typeof block === 'string' ? (
              <p key={blockIndex} className="mt-4 leading-relaxed text-navy-700">
                {block}
              </p>
            ) : (
              <ul key={blockIndex} className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-navy-700 marker:text-amber-700">
                {block.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
