import { clsx } from 'clsx';
import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Field, SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useGetExperiencesQuery } from '../../../lib/experiences';
import {
  PRODUCT_CATEGORIES,
  useCreateProductMutation,
  useUpdateProductMutation,
  useUploadProductImageMutation,
  type Product,
  type ProductCategory,
} from '../api/catalog-api';
import { giftForChoices, giftForOf, giftForValue } from '../gift-for';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, penceToPounds, poundsToPence, readAsDataUrl } from '../image-file';

interface ProductFormValues {
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
const EMPTY: ProductFormValues = { name: '', description: '', price: '0', image: '', category: 'Simulator Experience', active: true, giftFor: '' };

const toValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  price: penceToPounds(product.price),
  image: product.image ?? '',
  category: product.category,
  active: product.active,
  giftFor: giftForValue(product.giftFor),
});

interface ProductFormProps {
  /** The product being edited, or null to add a new one. */
  editing: Product | null;
  /** Back to add mode (after saving an edit, or Cancel). */
  onDone: () => void;
}

/**
 * ADD NEW PRODUCT / EDIT PRODUCT: text, price in pounds (stored as pence), image upload with preview, category,
 * what a gift card buys (an experience option of the catalogue, or a money value), active.
 */
export function ProductForm({ editing, onDone }: ProductFormProps) {
  const ids = {
    name: useId(),
    description: useId(),
    price: useId(),
    image: useId(),
    category: useId(),
    giftFor: useId(),
    active: useId(),
    imageError: useId(),
  };
  const { toast, toastApiError } = useToast();
  const [createProduct, creating] = useCreateProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const [uploadImage, uploading] = useUploadProductImageMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, reset, setValue, watch, formState } = useForm<ProductFormValues>({ defaultValues: EMPTY });
  const active = watch('active');
  const isGiftCard = watch('category') === 'Gift Card';
  const { data: catalogue = [] } = useGetExperiencesQuery();

  // Edit fills the form and the preview; leaving edit mode clears both.
  useEffect(() => {
    reset(editing ? toValues(editing) : EMPTY);
    setPreview(editing?.image ?? null);
    setImageProblem(null);
    if (fileInput.current) fileInput.current.value = '';
  }, [editing, reset]);

  const clearImage = () => {
    setValue('image', '');
    setPreview(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    setImageProblem(problem);
    if (problem) {
      toast({ title: 'Error', description: problem, variant: 'destructive' });
      event.target.value = '';
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setPreview(dataUrl);
      const { imagePath } = await uploadImage({ image: dataUrl, filename: file.name }).unwrap();
      setValue('image', imagePath, { shouldDirty: true });
      toast({ title: 'Success', description: 'Image uploaded successfully' });
    } catch (error) {
      clearImage();
      toastApiError('Error', error, 'Failed to upload image');
    }
  };

  const submit = handleSubmit(async (values) => {
    const price = poundsToPence(values.price) as number;
    const body = {
      name: values.name.trim(),
      description: values.description.trim(),
      price,
      image: values.image || null,
      category: values.category,
      active: values.active,
      giftFor: values.category === 'Gift Card' ? giftForOf(values.giftFor) : null,
    };
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
        reset(EMPTY);
        clearImage();
      } catch (error) {
        toastApiError('Error', error, 'Failed to create product');
      }
    }
  });

  const saving = creating.isLoading || updating.isLoading;
  const errors = formState.errors;
  const fieldError = (id: string, message?: string) =>
    message ? (
      <p id={id} className="text-sm text-red-700">
        {message}
      </p>
    ) : null;

  return (
    <form aria-labelledby={`${ids.name}-title`} noValidate onSubmit={submit} className="grid gap-5 rounded-xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={`${ids.name}-title`} className="text-2xl">
        {editing ? 'EDIT PRODUCT' : 'ADD NEW PRODUCT'}
      </h2>

      <Field id={ids.name} label="Name">
        <Input
          id={ids.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${ids.name}-error` : undefined}
          {...register('name', { validate: (value) => (value.trim() ? true : 'Name is required'), maxLength: { value: 120, message: 'Name must be at most 120 characters' } })}
        />
        {fieldError(`${ids.name}-error`, errors.name?.message)}
      </Field>

      <Field id={ids.description} label="Description">
        <Textarea
          id={ids.description}
          rows={4}
          aria-invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? `${ids.description}-error` : undefined}
          {...register('description', { validate: (value) => (value.trim() ? true : 'Description is required') })}
        />
        {fieldError(`${ids.description}-error`, errors.description?.message)}
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={ids.price} label="Price (£)">
          <Input
            id={ids.price}
            type="number"
            step="0.01"
            min="0.01"
            max="100000"
            inputMode="decimal"
            aria-invalid={Boolean(errors.price)}
            aria-describedby={errors.price ? `${ids.price}-error` : undefined}
            {...register('price', {
              validate: (value) => {
                const pence = poundsToPence(String(value));
                if (pence === null) return 'Enter a price in pounds, such as 129 or 12.50';
                if (pence < 1) return 'Price must be at least £0.01';
                if (pence > 10_000_000) return 'Price must be at most £100,000.00';
                return true;
              },
            })}
          />
          {fieldError(`${ids.price}-error`, errors.price?.message)}
        </Field>
        <Field id={ids.category} label="Category">
          <select id={ids.category} className={clsx(fieldClasses, 'h-11')} {...register('category')}>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
      </div>

      {isGiftCard ? (
        <Field id={ids.giftFor} label="Gift card for">
          <select id={ids.giftFor} className={clsx(fieldClasses, 'h-11')} {...register('giftFor')}>
            <SelectOptions options={giftForChoices(catalogue, editing?.giftFor ?? null)} />
          </select>
          {watch('giftFor') ? (
            <p className="text-sm text-navy-600">Its price is the experience's: a price change on EXPERIENCES applies to the card too.</p>
          ) : null}
        </Field>
      ) : null}

      <Field id={ids.image} label="Image">
        <div className="flex flex-wrap items-center gap-4">
          {preview ? (
            <div className="relative">
              <img src={preview} alt="Product image preview" className="size-28 rounded-lg border border-navy-100 object-cover" />
              <button
                type="button"
                aria-label="Remove image"
                onClick={clearImage}
                className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-navy-900 text-white shadow"
              >
                <X aria-hidden className="size-4" />
              </button>
            </div>
          ) : (
            <div aria-hidden className="grid size-28 place-items-center rounded-lg border-2 border-dashed border-navy-200 text-navy-400">
              <ImagePlus className="size-8" />
            </div>
          )}
          <div className="grid gap-1">
            <input
              ref={fileInput}
              id={ids.image}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              aria-describedby={imageProblem ? ids.imageError : undefined}
              onChange={(event) => void onFileChosen(event)}
              className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:font-semibold file:text-white"
            />
            <p className="text-xs text-navy-500">PNG, JPEG, WebP or GIF, up to 2MB.</p>
            {uploading.isLoading ? (
              <p className="flex items-center gap-2 text-sm text-navy-600">
                <LoaderCircle aria-hidden className="size-4 animate-spin" /> Uploading…
              </p>
            ) : null}
            {imageProblem ? (
              <p id={ids.imageError} role="alert" className="text-sm text-red-700">
                {imageProblem}
              </p>
            ) : null}
          </div>
        </div>
      </Field>

      <div className="flex items-center gap-3">
        <button
          id={ids.active}
          type="button"
          role="switch"
          aria-checked={active}
          onClick={() => setValue('active', !active, { shouldDirty: true })}
          className={clsx('relative h-6 w-11 rounded-full transition-colors', active ? 'bg-emerald-600' : 'bg-navy-200')}
        >
          <span className={clsx('absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform', active && 'translate-x-5')} />
        </button>
        <Label htmlFor={ids.active}>Active (shown in the shop)</Label>
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" size="lg" disabled={saving || uploading.isLoading}>
          {saving ? 'Saving…' : editing ? 'Update Product' : 'Add Product'}
        </Button>
        {editing ? (
          <Button variant="outline" size="lg" className="text-navy-900" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
