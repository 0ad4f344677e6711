import { ContactSection } from '../features/enquiry/components/contact-section';
import { AboutSection } from '../features/home/components/about-section';
import { HomeHero } from '../features/home/components/home-hero';
import { ProgramsSection } from '../features/home/components/programs-section';
import { ReviewsSection } from '../features/home/components/reviews-section';
import { SimulationSection } from '../features/home/components/simulation-section';
import { aboutHighlights, hero, programs, reviews, simulatorFeatures, stats } from '../features/home/data/home-content';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function HomePage() {
  useDocumentTitle(hero.title);
  return (
    <>
      <HomeHero hero={hero} />
      <ProgramsSection programs={programs} />
      <SimulationSection features={simulatorFeatures} />
      <AboutSection stats={stats} highlights={aboutHighlights} />
      <ReviewsSection reviews={reviews} />
      <ContactSection />
    </>
  );
}
