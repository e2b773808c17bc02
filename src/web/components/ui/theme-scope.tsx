import type { CSSProperties, ElementType, ReactNode } from 'react';
import type { Theme } from '../../../core/content/themes';
import { cn } from '../../lib/cn';

/** The CSS variables of a buy-box theme, for a style attribute. */
export function buildThemeStyle(theme: Theme): CSSProperties {
  return {
    '--theme-primary': theme.primary,
    '--theme-primary-foreground': theme.primaryForeground,
    '--theme-light': theme.light,
    '--theme-accent': theme.accent,
    '--theme-gradient': theme.gradient,
  } as CSSProperties;
}

export type ThemeScopeProps = {
  theme: Theme;
  as?: ElementType;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  id?: string;
};

/**
 * Sets the buy-box theme for its subtree: inside, bg-theme, text-theme, border-theme,
 * bg-theme-light, text-theme-foreground, text-theme-accent, bg-theme-gradient and
 * <Button variant="theme"> use `theme`'s colours.
 */
export function ThemeScope({
  theme,
  as: Tag = 'div',
  className,
  style,
  children,
  id,
}: ThemeScopeProps) {
  return (
    <Tag
      id={id}
      data-theme={theme.key}
      className={cn(className)}
      style={{ ...buildThemeStyle(theme), ...style }}
    >
      {children}
    </Tag>
  );
}
