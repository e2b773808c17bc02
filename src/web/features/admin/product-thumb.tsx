/** A product's first image as a 44 px square in a back-office row, or an empty square without one. */
export function ProductThumb({ imageUrl }: { imageUrl: string | null }) {
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      width={44}
      height={44}
      className="size-11 shrink-0 rounded-lg border border-border bg-sand object-cover"
    />
  ) : (
    <span className="size-11 shrink-0 rounded-lg border border-border bg-sand" />
  );
}
