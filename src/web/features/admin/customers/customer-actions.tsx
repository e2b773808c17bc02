import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminCustomerProfileDto } from '../../../../core/api/admin-customers';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { api, getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { customerKeys, eraseCustomer, saveCustomerNotes } from './api';

/** Staff's note and comma-separated tags on the customer; saved together, audited. */
export function CustomerNotesForm({
  customer,
  canEdit,
}: {
  customer: AdminCustomerProfileDto;
  canEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState(customer.note);
  const [tags, setTags] = useState(customer.tags.join(', '));
  const save = useMutation({
    mutationFn: () =>
      saveCustomerNotes(customer.id, {
        note,
        tags: tags
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(customerKeys.profile(customer.id), data);
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists });
      setTags(data.customer.tags.join(', '));
      toast.success('Notes saved');
    },
    onError: (err) =>
      toast.error('Could not save the notes', { description: getErrorMessage(err) }),
  });
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="customer-note">Staff notes</Label>
        <Textarea
          id="customer-note"
          rows={4}
          value={note}
          readOnly={!canEdit}
          maxLength={5000}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="customer-tags">Tags (separated by commas)</Label>
        <Input
          id="customer-tags"
          value={tags}
          readOnly={!canEdit}
          onChange={(event) => setTags(event.target.value)}
        />
      </div>
      {canEdit ? (
        <Button type="submit" className="self-start" disabled={save.isPending}>
          Save notes
        </Button>
      ) : null}
    </form>
  );
}

function download(data: unknown, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The owner's GDPR actions: the customer's data export, and erasure confirmed by their email. */
export function CustomerPrivacyActions({ customer }: { customer: AdminCustomerProfileDto }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const exportData = useMutation({
    mutationFn: () => api('GET /api/admin/customers/:id/export', { params: { id: customer.id } }),
    onSuccess: (data) => {
      download(data, `customer-${customer.id}.json`);
      toast.success('Data exported');
    },
    onError: (err) =>
      toast.error('Could not export the data', { description: getErrorMessage(err) }),
  });
  const erase = useMutation({
    mutationFn: () => eraseCustomer(customer.id, confirmEmail),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists });
      toast.success('Customer erased', {
        description: `${result.anonymisedOrders} orders anonymised, ${result.cancelledSubscriptions} subscriptions cancelled.`,
      });
      navigate('/admin?tab=customers');
    },
  });
  const matches = confirmEmail.trim().toLowerCase() === customer.email.toLowerCase();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
        <Download aria-hidden="true" />
        Export data
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setConfirmEmail('');
            erase.reset();
          }
        }}
      >
        <DialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden="true" />
            Erase customer
          </Button>
        </DialogTrigger>
        <DialogContent role="alertdialog" className="max-w-md">
          <DialogHeader>
            <DialogTitle>Erase {customer.name || customer.email}?</DialogTitle>
            <DialogDescription>
              Their account, addresses and sign-in go; live subscriptions are cancelled; orders are
              kept for the accounts without their name, email or address. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (matches) erase.mutate();
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="erase-confirm-email">Type {customer.email} to confirm</Label>
              <Input
                id="erase-confirm-email"
                value={confirmEmail}
                autoComplete="off"
                onChange={(event) => setConfirmEmail(event.target.value)}
              />
            </div>
            {erase.isError ? (
              <p role="alert" className="text-destructive text-sm">
                {getErrorMessage(erase.error)}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Keep customer
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || erase.isPending}>
                Erase customer
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
