import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { CONTROL_CLASSES } from './input';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(CONTROL_CLASSES, 'min-h-24 resize-y py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}
