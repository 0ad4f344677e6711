import { PageHero } from '../components/ui/page-hero';
import { useAddToCart } from '../features/cart/hooks/use-add-to-cart';
import { ShopCatalog } from '../features/catalog/components/shop-catalog';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function ShopPage() {
  useDocumentTitle('Shop');
  const addToCart = useAddToCart();
  return (
    <>
      <PageHero
        eyebrow="Gift cards · Coaching · Merchandise"
        title="Shop"
        subtitle="Give the gift of flight: gift cards for every simulator experience, valid for 12 months, plus home-sim coaching and Skyward merchandise."
      />
      <ShopCatalog onAddToCart={addToCart} />
    </>
  );
}
