import type { ReactNode } from 'react';
import { PageHero, type PageHeroProps } from '../../../components/ui/page-hero';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** A public content page: the hero's title is also the document title; the page's sections follow the hero. */
export function ContentPage({ children, ...hero }: PageHeroProps & { children: ReactNode }) {
  useDocumentTitle(hero.title);
  return (
    <>
      <PageHero {...hero} />
      {children}
    </>
  );
}
