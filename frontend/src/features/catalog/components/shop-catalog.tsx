import { Section } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { useGetExperiencesQuery } from '../../../lib/experiences-api';
import { useGetProductsQuery, type Product } from '../api/catalog-api';
import { groupShopProducts, OTHER_PRODUCTS_TITLE } from '../shop-sections';
import { ShopProductCard } from './shop-product-card';
import { useScrollToHashWhenReady } from '../../../hooks/use-scroll-to-hash-when-ready';

const grid = 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3';

/** The cards of the first row on a wide screen: their pictures are the first screenful, fetched at once. */
const FIRST_ROW = 3;

/** The shop's products in their sections (docs/product.md, Shop and cart): gift cards by the group of the experience they buy, then everything else. */
export function ShopCatalog({ onAddToCart }: { onAddToCart: (product: Product) => void }) {
  // Always the current list on arrival: the owner may have changed it since this visit began.
  const { data: products, isLoading, isError, refetch } = useGetProductsQuery(undefined, { refetchOnMountOrArgChange: true });
  // Gift cards are grouped by the experience they buy (without the catalogue they are shown with the other products).
  const experiences = useGetExperiencesQuery();
  // PURCHASE NOW on a coaching package links to /shop#product-…: its card once the list is shown.
  useScrollToHashWhenReady(Boolean(products) && !experiences.isLoading);

  if (isLoading || experiences.isLoading) {
    return (
      <div className="grid min-h-80 place-items-center text-navy-700">
        <Spinner label="Loading products" />
      </div>
    );
  }
  if (isError) {
    return (
      <Section>
        <p role="alert" className="text-center text-lg text-navy-700">
          We could not load the shop just now.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      </Section>
    );
  }
  if (!products?.length) {
    return (
      <Section>
        <p className="py-12 text-center text-lg text-navy-700">No products available at this time.</p>
      </Section>
    );
  }

  const { giftCardSections, otherProducts } = groupShopProducts(products, experiences.data ?? []);
  return (
    <>
      {giftCardSections.map((section, index) => (
        <Section key={section.id} id={section.id} eyebrow="Gift Cards" title={section.title} tone={index % 2 ? 'light' : 'muted'}>
          <div className={grid}>
            {section.products.map((product, position) => (
              <ShopProductCard
                key={product.id}
                product={product}
                onAddToCart={onAddToCart}
                priority={index === 0 && position < FIRST_ROW}
              />
            ))}
          </div>
        </Section>
      ))}
      {otherProducts.length ? (
        <Section id="products" title={OTHER_PRODUCTS_TITLE} tone={giftCardSections.length % 2 ? 'light' : 'muted'}>
          <div className={grid}>
            {otherProducts.map((product) => (
              <ShopProductCard key={product.id} product={product} showCategory onAddToCart={onAddToCart} />
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}
