// The review form, for a signed-in customer with a delivered order of the product: its own chunk
// (react-hook-form and zod, ~39 KB brotli), loaded only when the eligibility check says the
// shopper may write one, not with the reviews list every visitor gets.
import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reviewSchema } from '../../../core/schemas/review';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { getErrorMessage, isApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useSubmitReview } from './reviews-api';

type FormInput = z.input<typeof reviewSchema>;
type FormOutput = z.output<typeof reviewSchema>;

export default function ReviewForm({ handle }: { handle: string }) {
  const submit = useSubmitReview(handle);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: 0, title: '', body: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if (['rating', 'title', 'body'].includes(field) && messages[0]) {
            form.setError(field as keyof FormInput, { message: messages[0] });
          }
        }
      }
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="write-review-heading"
      className="flex flex-col gap-4 rounded-2xl border border-border/70 bg-surface p-5"
    >
      <h3 id="write-review-heading" className="font-display text-h4">
        Write a review
      </h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
            <legend className="mb-2 font-medium text-sm">Your rating</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="relative cursor-pointer">
                  <input
                    type="radio"
                    name={field.name}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                    aria-label={`${n} star${n === 1 ? '' : 's'}`}
                  />
                  <Star
                    aria-hidden="true"
                    className={cn(
                      'size-8 rounded text-accent peer-focus-visible:outline-2 peer-focus-visible:outline-ring',
                      Number(field.value) >= n ? 'fill-accent' : 'fill-transparent',
                    )}
                  />
                </label>
              ))}
            </div>
            {errors.rating?.message ? (
              <p id="review-rating-error" className="mt-1 text-destructive text-sm">
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <FormField label="Title" error={errors.title?.message} required>
        <Input {...form.register('title')} />
      </FormField>
      <FormField label="Your review" error={errors.body?.message} required>
        <Textarea rows={5} {...form.register('body')} />
      </FormField>
      {submit.isError && !(isApiError(submit.error) && submit.error.fields) ? (
        <p role="alert" className="text-destructive text-sm">
          {getErrorMessage(submit.error)}
        </p>
      ) : null}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? 'Sending…' : 'Submit review'}
      </Button>
    </form>
  );
}
