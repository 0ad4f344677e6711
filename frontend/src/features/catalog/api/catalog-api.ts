import { api } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type Product = components['schemas']['ProductDto'];
export type ProductCategory = components['schemas']['ProductCategory'];
export type NewProduct = components['schemas']['CreateProductDto'];
export type ProductChanges = components['schemas']['UpdateProductDto'];
type UploadImageRequest = components['schemas']['UploadImageDto'];
type UploadedImage = components['schemas']['UploadedImageDto'];

/** The four categories (docs/product.md, Shop and cart), in the order the admin form lists them. */
export const PRODUCT_CATEGORIES: ProductCategory[] = ['Simulator Experience', 'Gift Card', 'Training', 'Merchandise'];

export const catalogApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Active products: the shop, and the cart's current prices. */
    getProducts: build.query<Product[], void>({
      query: () => '/products',
      providesTags: ['Products'],
    }),
    /** Staff: every product, inactive ones included. */
    getAllProducts: build.query<Product[], void>({
      query: () => '/products/all',
      providesTags: ['Products'],
    }),
    createProduct: build.mutation<Product, NewProduct>({
      query: (body) => ({ url: '/products', method: 'POST', body }),
      invalidatesTags: ['Products'],
    }),
    updateProduct: build.mutation<Product, { id: string; changes: ProductChanges }>({
      query: ({ id, changes }) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Products'],
    }),
    deleteProduct: build.mutation<void, string>({
      query: (id) => ({ url: `/products/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Products'],
    }),
    uploadProductImage: build.mutation<UploadedImage, UploadImageRequest>({
      query: (body) => ({ url: '/products/upload-image', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetAllProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useUploadProductImageMutation,
} = catalogApi;
