import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useToast } from '../../components/toast/use-toast';
import { useUploadProductImageMutation } from './api/catalog-api';
import { imageFileProblem, readAsDataUrl } from './image-file';

/**
 * The product form's image: a chosen file is checked, previewed and uploaded at once, and its stored path handed to
 * the form (`onImage('')` when it is removed or its upload failed).
 */
export function useProductImageUpload(onImage: (imagePath: string) => void) {
  const { toast, toastApiError } = useToast();
  const [uploadImage, upload] = useUploadProductImageMutation();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const forgetFile = () => {
    if (fileInput.current) fileInput.current.value = '';
  };

  /** Shows a saved product's image (or none), with no file chosen and no problem. */
  const show = useCallback((image: string | null) => {
    setPreview(image);
    setProblem(null);
    forgetFile();
  }, []);

  const clear = useCallback(() => {
    onImage('');
    setPreview(null);
    forgetFile();
  }, [onImage]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) {
      toast({ title: 'Error', description: refused, variant: 'destructive' });
      event.target.value = '';
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setPreview(dataUrl);
      const { imagePath } = await uploadImage({ image: dataUrl, filename: file.name }).unwrap();
      onImage(imagePath);
      toast({ title: 'Success', description: 'Image uploaded successfully' });
    } catch (error) {
      clear();
      toastApiError('Error', error, 'Failed to upload image');
    }
  };

  return { preview, problem, fileInput, uploading: upload.isLoading, show, clear, choose };
}

export type ProductImageUpload = ReturnType<typeof useProductImageUpload>;
