// The header's search: a dialog holding an ARIA 1.2 combobox (input + listbox) whose
// suggestions come from GET /api/search after a pause in typing. Arrow keys move through the
// options, Enter opens the active one (or the results page), Escape closes. Loaded lazily.
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BookOpen, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_STRINGS } from '../../../core/content/search';
import { searchQueryProblem, searchWords } from '../../../core/schemas/search';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { searchQuery } from './api';
import { buildSuggestions, moveActive, type Suggestion } from './search-suggestions';
import { useDebouncedValue } from './use-debounced';

export const SUGGEST_DEBOUNCE_MS = 200;

export default function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const listboxId = useId();
  const problemId = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  // Said at once, beside the text it keeps: the server would refuse the query (too long…).
  const problem = searchQueryProblem(text);
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const ready = searchWords(debounced).length > 0 && !problem;
  const results = useQuery({
    ...searchQuery({ q: debounced, kind: 'all', limit: 6 }),
    enabled: ready,
  });
  const showList = ready && typed.length > 0;
  const options = showList ? buildSuggestions(debounced, results.data) : [];
  const activeOption = options[active];

  const go = (href: string) => {
    onOpenChange(false);
    setText('');
    setActive(-1);
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(moveActive(active, options.length, event.key));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) go(activeOption.href);
      else if (!problem && searchWords(typed).length > 0)
        go(`/search?q=${encodeURIComponent(typed)}`);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className="top-4 max-w-xl translate-y-0 gap-3 p-4 sm:top-20 sm:p-5"
      >
        <DialogTitle className="pr-10 text-lg">{SEARCH_STRINGS.dialogTitle}</DialogTitle>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <input
            type="search"
            role="combobox"
            aria-label={SEARCH_STRINGS.inputLabel}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listboxId}
            aria-activedescendant={activeOption?.id}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={SEARCH_STRINGS.placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            className="h-12 w-full rounded-xl border border-input bg-surface pr-3 pl-11 text-base shadow-xs focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20"
          />
        </div>
        {problem ? (
          <p id={problemId} role="alert" className="px-1 text-destructive text-sm">
            {problem}
          </p>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {showList && results.data
            ? SEARCH_STRINGS.resultCount(results.data.products.length, results.data.articles.length)
            : ''}
        </p>
        <div
          id={listboxId}
          role="listbox"
          aria-label={SEARCH_STRINGS.suggestionsLabel}
          hidden={!showList}
          className="-mx-1 flex max-h-[60dvh] flex-col gap-0.5 overflow-y-auto"
        >
          {options.map((option, index) => (
            <SuggestionRow
              key={option.id}
              option={option}
              active={index === active}
              loading={results.isFetching && !results.data}
              onPick={() => go(option.href)}
              onHover={() => setActive(index)}
            />
          ))}
        </div>
        {showList && results.data && options.length === 1 ? (
          <p className="px-2 text-muted-foreground text-sm">
            {SEARCH_STRINGS.noSuggestions(debounced)}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function SuggestionRow({
  option,
  active,
  loading,
  onPick,
  onHover,
}: {
  option: Suggestion;
  active: boolean;
  loading: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  const price = option.group === 'products' ? formatPrice(option.detail) : null;
  return (
    // The input keeps focus (aria-activedescendant) and handles the keys; a click picks the option.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
    <div
      id={option.id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      onClick={onPick}
      onMouseMove={onHover}
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm',
        active ? 'bg-primary-soft text-foreground' : 'hover:bg-sand',
        option.group === 'all' && 'mt-1 border-border/70 border-t font-medium text-primary',
      )}
    >
      {option.group === 'articles' ? (
        <BookOpen aria-hidden="true" className="size-4 shrink-0 text-accent-strong" />
      ) : null}
      <span className="min-w-0 flex-1 truncate">
        {option.group === 'all'
          ? loading
            ? SEARCH_STRINGS.loading
            : SEARCH_STRINGS.seeAll(option.label)
          : option.label}
      </span>
      {price ? <span className="shrink-0 font-semibold tabular-nums">{price}</span> : null}
      {option.group === 'articles' && option.detail ? (
        <span className="hidden shrink-0 text-muted-foreground text-xs sm:inline">
          {option.detail}
        </span>
      ) : null}
      {option.group === 'all' ? <ArrowRight aria-hidden="true" className="size-4" /> : null}
    </div>
  );
}
