// The dialog of a back-office action that asks for something before it runs (a reason, an
// amount, a tracking number): the trigger, what the action does, the fields, then keep or
// confirm. The caller owns `open` (it closes the dialog when its mutation succeeds), the fields'
// state and the submit; ConfirmAction (components/ui) is the same question without a form.
import type { ReactElement, ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';

export function ConfirmFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button the page shows. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** Called on submit, after the browser's own submit is prevented. */
  onSubmit: () => void;
  /** The form's fields, between the description and the buttons. */
  children: ReactNode;
  /** The button that closes the dialog; `disabled` while the action runs, where it is set. */
  keep: { label: string; disabled?: boolean };
  /** The submit button; `loadingLabel` is `label` unless given, `variant` primary unless given. */
  confirm: { label: string; loadingLabel?: string; variant?: ButtonVariant; pending: boolean };
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent role="alertdialog" className="max-w-md">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
          noValidate
          className="flex flex-col gap-4"
        >
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          {props.children}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => props.onOpenChange(false)}
              disabled={props.keep.disabled}
            >
              {props.keep.label}
            </Button>
            <Button
              type="submit"
              variant={props.confirm.variant}
              loading={props.confirm.pending}
              loadingLabel={props.confirm.loadingLabel ?? props.confirm.label}
            >
              {props.confirm.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
