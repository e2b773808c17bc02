// The staff audit log: actions, the admin list's query and response.
import { z } from '../zod';

export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'shop.reorder',
  'collection.reorder',
  'product.move',
  'product.publish',
  'product.unpublish',
  'product.image_upload',
  'inventory.set',
  'catalogue.export',
  'shopify.connect',
  'wholesale.decide',
  'subscription.manage',
  'subscription.payment_update_email',
  'order.status',
  'order.refund',
  'order.release',
  'order.cancel',
  'order.cancel_held',
  'order.comment',
  'order.return_request',
  'order.return_decision',
  'order.return_received',
  'inventory.restock',
  'orders.export',
  'sales_journal.export',
  'customers.export',
  'review.moderate',
  'inventory.sync',
  'orders.reconcile',
  'privacy.data_request',
  'privacy.customer_redact',
  'privacy.shop_redact',
  'role.grant',
  'role.revoke',
  'staff.role_change',
  'staff.removed',
  'staff.invited',
  'staff.invitation_revoked',
  'staff.invitation_accepted',
  'customer.notes',
  'customer.export',
  'customer.erase',
  'segment.create',
  'segment.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'product.create': 'Product created',
  'product.update': 'Product edited',
  'product.delete': 'Product deleted',
  'shop.reorder': 'Shop order changed',
  'collection.reorder': 'Collection order changed',
  'product.move': 'Product moved',
  'product.publish': 'Products published',
  'product.unpublish': 'Products unpublished',
  'product.image_upload': 'Product image uploaded',
  'inventory.set': 'Stock set',
  'catalogue.export': 'Exported to Shopify',
  'shopify.connect': 'Connected the Shopify store',
  'wholesale.decide': 'Wholesale decision',
  'subscription.manage': 'Subscription changed',
  'subscription.payment_update_email': 'Payment update email sent',
  'order.status': 'Order status changed',
  'order.refund': 'Order refunded',
  'order.return_request': 'Return requested',
  'order.return_decision': 'Return decided',
  'order.return_received': 'Return received',
  'inventory.restock': 'Returned items restocked',
  'order.release': 'Held order released',
  'order.cancel': 'Order cancelled',
  'order.cancel_held': 'Held order cancelled',
  'order.comment': 'Order comment added',
  'orders.export': 'Orders exported (CSV)',
  'sales_journal.export': 'Sales journal exported (CSV)',
  'customers.export': 'Customers exported (CSV)',
  'review.moderate': 'Review moderated',
  'inventory.sync': 'Stock synced from Shopify',
  'orders.reconcile': 'Orders reconciled with Shopify',
  'privacy.data_request': 'Customer data request (Shopify)',
  'privacy.customer_redact': 'Customer data erased (Shopify)',
  'privacy.shop_redact': 'Shop data erased (Shopify)',
  'role.grant': 'Role granted',
  'role.revoke': 'Role revoked',
  'staff.role_change': 'Staff role changed',
  'staff.removed': 'Staff member removed',
  'staff.invited': 'Staff invited',
  'staff.invitation_revoked': 'Staff invitation withdrawn',
  'staff.invitation_accepted': 'Staff invitation accepted',
  'customer.notes': 'Customer notes changed',
  'customer.export': 'Customer data exported',
  'customer.erase': 'Customer erased',
  'segment.create': 'Customer segment saved',
  'segment.delete': 'Customer segment deleted',
};

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z
  .object({
    actor: z.string().trim().max(200).optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .strict();
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export type AuditEntryDto = {
  id: string;
  actorEmail: string;
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
  createdAt: string;
};

export type AuditLogResponse = {
  entries: AuditEntryDto[];
  page: number;
  pageSize: number;
  total: number;
};
