import { clsx } from 'clsx';
import { useId } from 'react';
import { Form, RegisteredField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useGetExperiencesQuery } from '../../../lib/experiences-api';
import { PRODUCT_CATEGORIES, type Product } from '../api/catalog-api';
import { giftForChoices } from '../gift-for';
import { PRODUCT_RULES } from '../product-form-values';
import { useProductForm } from '../use-product-form';
import { ProductImageField } from './product-image-field';

interface ProductFormProps {
  /** The product being edited, or null to add a new one. */
  editing: Product | null;
  /** Back to add mode (after saving an edit, or Cancel). */
  onDone: () => void;
}

/** The fields' wrapper as the panel lays them out: a little more room between label and control. */
const FIELD = 'grid gap-2';

/**
 * ADD NEW PRODUCT / EDIT PRODUCT: text, price in pounds (stored as pence), image upload with preview, category,
 * what a gift card buys (an experience option of the catalogue, or a money value), active.
 */
export function ProductForm({ editing, onDone }: ProductFormProps) {
  const titleId = useId();
  const activeId = useId();
  const { form, image, save, saving } = useProductForm(editing, onDone);
  const { register, setValue, watch } = form;
  const active = watch('active');
  const isGiftCard = watch('category') === 'Gift Card';
  const { data: catalogue = [] } = useGetExperiencesQuery();

  return (
    <Form
      form={form}
      onValid={save}
      aria-labelledby={titleId}
      className="grid gap-5 rounded-xl border border-navy-100 bg-white p-6 shadow-sm"
    >
      <h2 id={titleId} className="text-2xl">
        {editing ? 'EDIT PRODUCT' : 'ADD NEW PRODUCT'}
      </h2>

      <RegisteredField label="Name" registration={register('name', PRODUCT_RULES.name)} className={FIELD}>
        {(control) => <Input {...control} />}
      </RegisteredField>

      <RegisteredField label="Description" registration={register('description', PRODUCT_RULES.description)} className={FIELD}>
        {(control) => <Textarea {...control} rows={4} />}
      </RegisteredField>

      <div className="grid gap-5 sm:grid-cols-2">
        <RegisteredField label="Price (£)" registration={register('price', PRODUCT_RULES.price)} className={FIELD}>
          {(control) => <Input {...control} type="number" step="0.01" min="0.01" max="100000" inputMode="decimal" />}
        </RegisteredField>
        <RegisteredField label="Category" registration={register('category')} className={FIELD}>
          {(control) => (
            <select {...control} className={clsx(fieldClasses, 'h-11')}>
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </RegisteredField>
      </div>

      {isGiftCard ? (
        <RegisteredField label="Gift card for" registration={register('giftFor')} className={FIELD}>
          {(control) => (
            <>
              <select {...control} className={clsx(fieldClasses, 'h-11')}>
                <SelectOptions options={giftForChoices(catalogue, editing?.giftFor ?? null)} />
              </select>
              {watch('giftFor') ? (
                <p className="text-sm text-navy-600">
                  Its price is the experience's: a price change on EXPERIENCES applies to the card too.
                </p>
              ) : null}
            </>
          )}
        </RegisteredField>
      ) : null}

      <ProductImageField upload={image} />

      <div className="flex items-center gap-3">
        <button
          id={activeId}
          type="button"
          role="switch"
          aria-checked={active}
          onClick={() => setValue('active', !active, { shouldDirty: true })}
          className={clsx('relative h-6 w-11 rounded-full transition-colors', active ? 'bg-emerald-600' : 'bg-navy-200')}
        >
          <span
            className={clsx(
              'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform',
              active && 'translate-x-5',
            )}
          />
        </button>
        <Label htmlFor={activeId}>Active (shown in the shop)</Label>
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" size="lg" disabled={saving || image.uploading}>
          {saving ? 'Saving…' : editing ? 'Update Product' : 'Add Product'}
        </Button>
        {editing ? (
          <Button variant="outline" size="lg" className="text-navy-900" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
