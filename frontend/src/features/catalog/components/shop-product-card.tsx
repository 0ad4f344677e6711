import { ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatPence } from '../../../lib/money';
import { productAnchor } from '../../../lib/product-anchor';
import type { Product } from '../api/catalog-api';
import { ProductImage } from './product-image';

interface ShopProductCardProps {
  product: Product;
  /** Shown for products outside the gift-card sections. */
  showCategory?: boolean;
  onAddToCart: (product: Product) => void;
  /** One of the first cards on the page: its picture is fetched at once. */
  priority?: boolean;
}

export function ShopProductCard({ product, showCategory = false, onAddToCart, priority = false }: ShopProductCardProps) {
  const headingId = useId();
  return (
    <article
      id={productAnchor(product.name)}
      aria-labelledby={headingId}
      className="flex scroll-mt-28 flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white text-navy-900 shadow-sm target:ring-4 target:ring-accent"
    >
      <ProductImage src={product.image} alt={product.name} className="aspect-[4/3] w-full" priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        {showCategory ? (
          <Badge variant="muted" className="mb-3 self-start">
            {product.category}
          </Badge>
        ) : null}
        <h3 id={headingId} className="text-xl">
          {product.name}
        </h3>
        <p className="mt-2 flex-1 text-navy-700">{product.description}</p>
        <p className="mt-4 font-display text-3xl font-extrabold tracking-tight">{formatPence(product.price)}</p>
        <Button className="mt-5 w-full" size="lg" aria-describedby={headingId} onClick={() => onAddToCart(product)}>
          <ShoppingCart aria-hidden />
          Add to Cart
        </Button>
      </div>
    </article>
  );
}
