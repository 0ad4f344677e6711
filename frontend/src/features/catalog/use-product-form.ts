import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../components/toast/use-toast';
import { useCreateProductMutation, useUpdateProductMutation, type Product } from './api/catalog-api';
import { EMPTY_PRODUCT, productFormValues, productRequest, type ProductFormValues } from './product-form-values';
import { useProductImageUpload } from './use-product-image-upload';

/**
 * The product form's state: the values (a product being edited fills them; leaving edit mode empties them), its image
 * upload, and saving: a new product is created and the form emptied, an edit is saved and edit mode left.
 */
export function useProductForm(editing: Product | null, onDone: () => void) {
  const { toast, toastApiError } = useToast();
  const [createProduct, creating] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const form = useForm<ProductFormValues>({ defaultValues: EMPTY_PRODUCT });
  const { reset, setValue } = form;
  const image = useProductImageUpload(
    useCallback((imagePath: string) => setValue('image', imagePath, { shouldDirty: true }), [setValue]),
  );
  const { show: showImage, clear: clearImage } = image;

  useEffect(() => {
    reset(editing ? productFormValues(editing) : EMPTY_PRODUCT);
    showImage(editing?.image ?? null);
  }, [editing, reset, showImage]);

  const save = async (values: ProductFormValues) => {
    const body = productRequest(values);
    if (editing) {
      try {
        await updateProduct({ id: editing.id, changes: body }).unwrap();
        toast({ title: 'Success', description: 'Product updated successfully' });
        onDone();
      } catch (error) {
        toastApiError('Error', error, 'Failed to update product');
      }
    } else {
      try {
        await createProduct(body).unwrap();
        toast({ title: 'Success', description: 'Product created successfully' });
        reset(EMPTY_PRODUCT);
        clearImage();
      } catch (error) {
        toastApiError('Error', error, 'Failed to create product');
      }
    }
  };

  return { form, image, save, saving: creating.isLoading || updating.isLoading };
}
