import { Pencil, Trash2 } from 'lucide-react';
import { useToast } from '../../../components/toast/use-toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatPence } from '../../../lib/money';
import { useDeleteProductMutation, useGetAllProductsQuery, type Product } from '../api/catalog-api';
import { ProductImage } from './product-image';

/** docs/product.md, Staff panel: PRODUCTS. */
const DELETE_CONFIRMATION = 'Are you sure you want to delete this product?';

interface AdminProductListProps {
  onEdit: (product: Product) => void;
  /** Told when a product is deleted, so that a form editing it can go back to add mode. */
  onDeleted: (id: string) => void;
}

/** PRODUCTS (count): every product, inactive ones marked, each with edit and delete. */
export function AdminProductList({ onEdit, onDeleted }: AdminProductListProps) {
  const { toast, toastApiError } = useToast();
  const { data: products, isLoading, isError } = useGetAllProductsQuery();
  const [deleteProduct, deleting] = useDeleteProductMutation();

  const remove = async (product: Product) => {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    try {
      await deleteProduct(product.id).unwrap();
      onDeleted(product.id);
      toast({ title: 'Success', description: 'Product deleted successfully' });
    } catch (error) {
      toastApiError('Error', error, 'Failed to delete product');
    }
  };

  return (
    <section aria-labelledby="admin-products-heading" className="grid content-start gap-4">
      <h2 id="admin-products-heading" className="text-2xl">
        PRODUCTS {products ? `(${products.length})` : null}
      </h2>
      {isLoading ? (
        <div className="grid min-h-40 place-items-center">
          <Spinner label="Loading products" />
        </div>
      ) : isError ? (
        <p role="alert" className="text-red-700">
          The products could not be loaded.
        </p>
      ) : !products?.length ? (
        <p className="rounded-xl border border-dashed border-navy-200 p-8 text-center text-navy-600">No products yet. Add your first product!</p>
      ) : (
        <ul className="grid gap-4">
          {products.map((product) => (
            <li key={product.id} aria-label={product.name} className="flex gap-4 rounded-xl border border-navy-100 bg-white p-4 shadow-sm">
              <ProductImage src={product.image} alt="" sizes="80px" fit="contain" className="size-20 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="text-lg">{product.name}</h3>
                  {product.active ? null : <Badge variant="muted">INACTIVE</Badge>}
                </div>
                <p className="text-sm font-semibold text-navy-500">{product.category}</p>
                <p className="mt-1 line-clamp-2 text-sm text-navy-700">{product.description}</p>
                <p className="mt-2 font-bold">{formatPence(product.price)}</p>
              </div>
              <div className="flex shrink-0 flex-col gap-2">
                <Button variant="outline" size="icon" className="text-navy-900" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  className="text-red-700"
                  aria-label={`Delete ${product.name}`}
                  disabled={deleting.isLoading && deleting.originalArgs === product.id}
                  onClick={() => void remove(product)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
