import type { RegisterOptions } from 'react-hook-form';
import type { NewProduct, Product, ProductCategory } from './api/catalog-api';
import { giftForOf, giftForValue } from './gift-for';
import { penceToPounds, poundsToPence } from './image-file';

export interface ProductFormValues {
  name: string;
  description: string;
  /** Pounds, as typed. */
  price: string;
  image: string;
  category: ProductCategory;
  active: boolean;
  /** A gift card's option as 'experienceId/optionId', or '' for a money value. */
  giftFor: string;
}

/** The new-product defaults (docs/product.md, Staff panel: PRODUCTS). */
export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: '0',
  image: '',
  category: 'Simulator Experience',
  active: true,
  giftFor: '',
};

/** A product as the form shows it for editing. */
export const productFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  price: penceToPounds(product.price),
  image: product.image ?? '',
  category: product.category,
  active: product.active,
  giftFor: giftForValue(product.giftFor),
});

/** The checked values as the API takes them: trimmed texts, the price in pence, a gift card's option. */
export const productRequest = (values: ProductFormValues): NewProduct => ({
  name: values.name.trim(),
  description: values.description.trim(),
  price: poundsToPence(values.price) as number,
  image: values.image || null,
  category: values.category,
  active: values.active,
  giftFor: values.category === 'Gift Card' ? giftForOf(values.giftFor) : null,
});

/** Each typed field's checks, with what the form says beside it when one fails. */
export const PRODUCT_RULES = {
  name: {
    validate: (value) => (value.trim() ? true : 'Name is required'),
    maxLength: { value: 120, message: 'Name must be at most 120 characters' },
  },
  description: { validate: (value) => (value.trim() ? true : 'Description is required') },
  price: {
    validate: (value) => {
      const pence = poundsToPence(String(value));
      if (pence === null) return 'Enter a price in pounds, such as 129 or 12.50';
      if (pence < 1) return 'Price must be at least £0.01';
      if (pence > 10_000_000) return 'Price must be at most £100,000.00';
      return true;
    },
  },
} satisfies { [Field in 'name' | 'description' | 'price']: RegisterOptions<ProductFormValues, Field> };
