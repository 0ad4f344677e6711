import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '../../../components/form-field';
import { Field } from '../../../components/ui/field';
import { ACCEPTED_IMAGE_TYPES } from '../image-file';
import type { ProductImageUpload } from '../use-product-image-upload';

/** The product form's Image: the preview (or an empty frame) with Remove image, the file input, and what went wrong. */
export function ProductImageField({ upload }: { upload: ProductImageUpload }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Field id={id} label="Image">
      <div className="flex flex-wrap items-center gap-4">
        {upload.preview ? (
          <div className="relative">
            <img
              src={upload.preview}
              alt="Product image preview"
              className="size-28 rounded-lg border border-navy-100 object-cover"
            />
            <button
              type="button"
              aria-label="Remove image"
              onClick={upload.clear}
              className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-navy-900 text-white shadow"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ) : (
          <div
            aria-hidden
            className="grid size-28 place-items-center rounded-lg border-2 border-dashed border-navy-200 text-navy-400"
          >
            <ImagePlus className="size-8" />
          </div>
        )}
        <div className="grid gap-1">
          <input
            ref={upload.fileInput}
            id={id}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-describedby={upload.problem ? errorId : undefined}
            onChange={(event) => void upload.choose(event)}
            className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-navy-900 file:px-3 file:py-2 file:font-semibold file:text-white"
          />
          <p className="text-xs text-navy-500">PNG, JPEG, WebP or GIF, up to 2MB.</p>
          {upload.uploading ? (
            <p className="flex items-center gap-2 text-sm text-navy-600">
              <LoaderCircle aria-hidden className="size-4 animate-spin" /> Uploading…
            </p>
          ) : null}
          <FieldError id={errorId} error={upload.problem} role="alert" />
        </div>
      </div>
    </Field>
  );
}
