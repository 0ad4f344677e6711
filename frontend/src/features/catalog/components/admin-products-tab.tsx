import { useState } from 'react';
import type { Product } from '../api/catalog-api';
import { AdminProductList } from './admin-product-list';
import { ProductForm } from './product-form';

/** The admin panel's PRODUCTS tab: the add/edit form beside the product list. */
export function AdminProductsTab() {
  const [editing, setEditing] = useState<Product | null>(null);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="lg:sticky lg:top-28 lg:self-start">
        <ProductForm editing={editing} onDone={() => setEditing(null)} />
      </div>
      <AdminProductList
        onEdit={(product) => {
          setEditing(product);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        onDeleted={(id) => setEditing((current) => (current?.id === id ? null : current))}
      />
    </div>
  );
}
