import { useMutation } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_UPLOAD_TYPES,
  MAX_IMAGE_UPLOAD_BYTES,
} from '../../../core/api/uploads';
import { Button } from '../../components/ui/button';
import { getErrorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { uploadProductImage } from './api';

/**
 * Upload beside the image URL: the file goes to the shop (media/uploads.ts on the server judges
 * its bytes) and its address fills the Image URL field.
 */
export function ProductImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadProductImage,
    onSuccess: ({ url }) => {
      setError(null);
      onUploaded(url);
      toast.success('Image uploaded. Save the product to use it.');
    },
    onError: (err) => setError(getErrorMessage(err)),
  });
  return (
    <div className="flex flex-col gap-1.5">
      <input
        ref={input}
        type="file"
        accept={IMAGE_UPLOAD_TYPES.join(',')}
        className="sr-only"
        aria-label="Upload an image file"
        aria-describedby={hintId}
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > MAX_IMAGE_UPLOAD_BYTES) {
            setError(IMAGE_TOO_LARGE_MESSAGE);
            return;
          }
          upload.mutate(file);
        }}
      />
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={upload.isPending}
          disabled={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" />
          Upload image
        </Button>
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        JPEG, PNG or WebP, up to 5 MB. Or paste an image URL above.
      </p>
      {error ? (
        <p className="text-destructive text-sm" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
