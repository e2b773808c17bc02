/**
 * PDF VAT invoices and credit notes: the order's owner at /api/account/orders/:id/invoice.pdf and
 * /api/account/orders/:id/credit-notes/CN-0001.pdf, staff at the same paths under /api/admin (the
 * HTML view stays at /api/account/orders/:id/invoice). Anyone else gets 404, like a missing order.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { requireAdminAssurance, requireUser, viewerOf } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { buildCreditNoteDocument, CREDIT_NOTE_NOT_FOUND_MESSAGE } from './credit-note';
import { buildCreditNotePdfFileName, renderCreditNotePdf } from './credit-note-pdf';
import { buildInvoicePdfFileName, renderInvoicePdf } from './invoice-pdf';
import { buildVatInvoice } from './vat-invoice';

const uuid = z.uuid();

async function sendInvoice(
  c: Context<AppEnv>,
  deps: AppDeps,
  options: { ownerId?: string },
): Promise<Response> {
  const id = uuid.safeParse(c.req.param('id'));
  if (!id.success) throw new AppError('not_found', 'Order not found');
  const invoice = await buildVatInvoice(deps.db, deps.config, id.data, options);
  const pdf = await renderInvoicePdf(invoice);
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${buildInvoicePdfFileName(invoice.invoiceNumber)}"`,
    'Cache-Control': 'no-store',
  });
}

/** `:file` is the note's number and `.pdf`: /orders/:id/credit-notes/CN-0001.pdf. */
const CREDIT_NOTE_PATH = '/orders/:id/credit-notes/:file';

async function sendCreditNote(
  c: Context<AppEnv>,
  deps: AppDeps,
  options: { ownerId?: string },
): Promise<Response> {
  const id = uuid.safeParse(c.req.param('id'));
  if (!id.success) throw new AppError('not_found', CREDIT_NOTE_NOT_FOUND_MESSAGE);
  const number = /^(CN-\d+)\.pdf$/.exec(c.req.param('file') ?? '')?.[1];
  if (!number) throw new AppError('not_found', CREDIT_NOTE_NOT_FOUND_MESSAGE);
  const document = await buildCreditNoteDocument(deps.db, deps.config, id.data, number, options);
  const pdf = await renderCreditNotePdf(document);
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${buildCreditNotePdfFileName(document.note.creditNoteNumber)}"`,
    'Cache-Control': 'no-store',
  });
}

export function createAccountInvoiceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps.auth))
    .get('/orders/:id/invoice.pdf', (c) => sendInvoice(c, deps, { ownerId: viewerOf(c).user.id }))
    .get(CREDIT_NOTE_PATH, (c) => sendCreditNote(c, deps, { ownerId: viewerOf(c).user.id }));
}

export function createAdminInvoiceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(deps.auth, deps.db))
    .get('/orders/:id/invoice.pdf', (c) => sendInvoice(c, deps, {}))
    .get(CREDIT_NOTE_PATH, (c) => sendCreditNote(c, deps, {}));
}
