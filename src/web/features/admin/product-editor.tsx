import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { AdminProductDto } from '../../../core/api/admin';
import {
  STANDARD_VAT_RATE_PERCENT,
  VAT_RATE_CHOICES,
  VAT_RATE_HELP_TEXT,
} from '../../../core/pricing/vat';
import {
  buildHandleFromTitle,
  createProductFormSchema,
  DEFAULT_IMAGE_HOSTS,
  PRODUCT_CREATED_MESSAGE,
  PRODUCT_SAVE_FAILED_MESSAGE,
  PRODUCT_UPDATED_MESSAGE,
  type ProductFormInput,
  type ProductFormValues,
  parseTagList,
  productToFormInput,
} from '../../../core/schemas/product';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { CONTROL_CLASSES, Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { PageSpinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { isApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { toast } from '../../lib/toast';
import { adminKeys, collectionsQuery, productQuery, saveProduct } from './api';
import { HandleRedirectNote } from './handle-redirect-note';
import { ProductImageUpload } from './product-image-upload';
import { VariantStockField } from './variant-stock-field';

const EMPTY_VARIANT = { title: 'Default', price: '', compareAtPrice: '', shopifyGid: '' };

function toFormValues(product: AdminProductDto | undefined): ProductFormInput {
  if (!product) {
    return {
      title: '',
      handle: '',
      body_html: '',
      vendor: '',
      type: '',
      product_category: '',
      vat_rate_percent: STANDARD_VAT_RATE_PERCENT,
      published: false,
      image_url: '',
      seo_title: '',
      seo_description: '',
      tags: [],
      variants: [EMPTY_VARIANT],
      collectionIds: [],
    };
  }
  return productToFormInput(product);
}

function SavedVariantStock(props: { product?: AdminProductDto; variantId?: string }) {
  const variant = props.product?.variants.find((v) => v.id === props.variantId);
  if (!props.product || !variant) return null;
  return <VariantStockField key={variant.id} productId={props.product.id} variant={variant} />;
}

function ProductForm({ product, onBack }: { product?: AdminProductDto; onBack: () => void }) {
  const queryClient = useQueryClient();
  const collections = useQuery(collectionsQuery());
  const isNew = !product;
  const [handleTouched, setHandleTouched] = useState(!isNew);
  const [tagsText, setTagsText] = useState(product?.tags.join(', ') ?? '');
  // The server's image URL rule (IMAGE_HOSTS and the shop's own origin), so both agree.
  const { imageHosts } = useStoreConfigOrDefault();
  const productFormSchema = useMemo(
    () =>
      createProductFormSchema({
        hosts: imageHosts ?? DEFAULT_IMAGE_HOSTS,
        shopOrigins: typeof window === 'undefined' ? [] : [window.location.origin],
      }),
    [imageHosts],
  );
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: toFormValues(product),
  });
  const { register, control, handleSubmit, formState, setValue, setError } = form;
  const variants = useFieldArray({ control, name: 'variants' });
  const errors = formState.errors;

  const save = useMutation({
    mutationFn: (values: ProductFormValues) => saveProduct(product?.id ?? null, values),
    onSuccess: async (data) => {
      toast.success(isNew ? PRODUCT_CREATED_MESSAGE : PRODUCT_UPDATED_MESSAGE);
      queryClient.setQueryData(adminKeys.product(data.product.id), data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.productLists }),
        queryClient.invalidateQueries({ queryKey: adminKeys.shopOrder }),
        queryClient.invalidateQueries({ queryKey: adminKeys.collections }),
        queryClient.invalidateQueries({ queryKey: adminKeys.collectionOrders }),
      ]);
      onBack();
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if (messages[0]) setError(field as keyof ProductFormInput, { message: messages[0] });
        }
      }
      toast.error(PRODUCT_SAVE_FAILED_MESSAGE, {
        description: isApiError(error) ? error.message : undefined,
      });
    },
  });

  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!handleTouched) setValue('handle', buildHandleFromTitle(event.target.value));
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate({ ...values, tags: parseTagList(tagsText) }))}
      className="flex flex-col gap-6"
      aria-label={isNew ? 'New product' : 'Edit product'}
    >
      {/* Sticky under the site header: Save stays in reach anywhere in the long form. */}
      <div className="sticky top-18 z-30 -mx-2 md:top-22 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border/70 bg-background/95 px-2 py-2 shadow-soft backdrop-blur-md">
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to products
        </Button>
        <div className="flex gap-2">
          <Button type="submit" loading={save.isPending} disabled={save.isPending}>
            {isNew ? 'Create product' : 'Save changes'}
          </Button>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{isNew ? 'New product' : 'Edit product'}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <FormField label="Title" required error={errors.title?.message}>
                <Input {...titleField} />
              </FormField>
              <FormField
                label="Handle"
                required
                error={errors.handle?.message}
                description="The web address: /product/handle"
              >
                <Input {...register('handle', { onChange: () => setHandleTouched(true) })} />
              </FormField>
              <HandleRedirectNote control={control} product={product} />
              <FormField
                label="Description (HTML)"
                error={errors.body_html?.message}
                description="Paragraphs, lists, headings and links are kept; anything else is removed on save."
              >
                <Textarea rows={8} {...register('body_html')} />
              </FormField>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Variants</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {errors.variants?.message ? (
                <p className="text-destructive text-sm">{errors.variants.message}</p>
              ) : null}
              {variants.fields.map((field, index) => (
                <fieldset
                  key={field.id}
                  className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-2"
                  aria-label={`Variant ${index + 1}`}
                >
                  <FormField
                    label="Variant title"
                    required
                    error={errors.variants?.[index]?.title?.message}
                  >
                    <Input {...register(`variants.${index}.title`)} />
                  </FormField>
                  <FormField
                    label="Price (£)"
                    required
                    error={errors.variants?.[index]?.price?.message}
                  >
                    <Input
                      inputMode="decimal"
                      placeholder="14.99"
                      {...register(`variants.${index}.price`)}
                    />
                  </FormField>
                  <FormField
                    label="Compare-at price (£)"
                    error={errors.variants?.[index]?.compareAtPrice?.message}
                  >
                    <Input inputMode="decimal" {...register(`variants.${index}.compareAtPrice`)} />
                  </FormField>
                  <FormField
                    label="Shopify variant ID"
                    error={errors.variants?.[index]?.shopifyGid?.message}
                  >
                    <Input
                      placeholder="gid://shopify/ProductVariant/…"
                      {...register(`variants.${index}.shopifyGid`)}
                    />
                  </FormField>
                  <SavedVariantStock
                    product={product}
                    variantId={form.getValues(`variants.${index}.id`)}
                  />
                  {variants.fields.length > 1 ? (
                    <div className="sm:col-span-2">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() => variants.remove(index)}
                      >
                        <Trash2 aria-hidden="true" />
                        Remove variant
                      </Button>
                    </div>
                  ) : null}
                </fieldset>
              ))}
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => variants.append({ ...EMPTY_VARIANT, title: '' })}
                >
                  <Plus aria-hidden="true" />
                  Add variant
                </Button>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Search engines</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <FormField label="SEO title" error={errors.seo_title?.message}>
                <Input {...register('seo_title')} />
              </FormField>
              <FormField label="SEO description" error={errors.seo_description?.message}>
                <Textarea rows={3} {...register('seo_description')} />
              </FormField>
            </CardContent>
          </Card>
        </div>
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Status</CardTitle>
            </CardHeader>
            <CardContent>
              <Controller
                control={control}
                name="published"
                render={({ field }) => (
                  <div className="flex items-center gap-3">
                    <Checkbox
                      id="product-published"
                      checked={Boolean(field.value)}
                      onCheckedChange={(v) => field.onChange(v === true)}
                    />
                    <Label htmlFor="product-published">Published (visible in the shop)</Label>
                  </div>
                )}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Organisation</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <FormField
                label="Vendor"
                error={errors.vendor?.message}
                description="Leave empty for the shop's own brand."
              >
                <Input {...register('vendor')} />
              </FormField>
              <FormField label="Type" error={errors.type?.message}>
                <Input {...register('type')} />
              </FormField>
              <FormField label="Product category" error={errors.product_category?.message}>
                <Input {...register('product_category')} />
              </FormField>
              <FormField
                label="VAT rate"
                description={VAT_RATE_HELP_TEXT}
                error={errors.vat_rate_percent?.message}
              >
                <select
                  className={cn(CONTROL_CLASSES, 'h-11')}
                  {...register('vat_rate_percent', { setValueAs: Number })}
                >
                  {VAT_RATE_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField
                label="Tags"
                description="Separated by commas"
                error={errors.tags?.message}
              >
                <Input value={tagsText} onChange={(e) => setTagsText(e.target.value)} />
              </FormField>
              <FormField label="Image URL" error={errors.image_url?.message}>
                <Input {...register('image_url')} />
              </FormField>
              <ProductImageUpload
                onUploaded={(url) => setValue('image_url', url, { shouldDirty: true })}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Collections</CardTitle>
            </CardHeader>
            <CardContent>
              <Controller
                control={control}
                name="collectionIds"
                render={({ field }) => {
                  const selected = new Set(field.value ?? []);
                  return (
                    <ul className="flex flex-col gap-2.5">
                      {(collections.data?.collections ?? []).map((c) => (
                        <li key={c.id} className="flex items-center gap-3">
                          <Checkbox
                            id={`collection-${c.id}`}
                            checked={selected.has(c.id)}
                            onCheckedChange={(checked) => {
                              const next = new Set(selected);
                              if (checked === true) next.add(c.id);
                              else next.delete(c.id);
                              field.onChange([...next]);
                            }}
                          />
                          <Label htmlFor={`collection-${c.id}`}>{c.title}</Label>
                        </li>
                      ))}
                    </ul>
                  );
                }}
              />
            </CardContent>
          </Card>
        </div>
      </div>
    </form>
  );
}

/** The editor: new when there is no id, edit when there is one. */
export function ProductEditor({
  productId,
  onBack,
}: {
  productId: string | null;
  onBack: () => void;
}) {
  const query = useQuery({ ...productQuery(productId ?? ''), enabled: productId !== null });
  if (productId === null) return <ProductForm onBack={onBack} />;
  if (query.isPending) return <PageSpinner label="Loading product" />;
  if (query.isError) return <p className="text-destructive">Could not load this product.</p>;
  return <ProductForm key={productId} product={query.data.product} onBack={onBack} />;
}
