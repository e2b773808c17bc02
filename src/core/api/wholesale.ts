// The wholesale application as GET /api/wholesale/application and POST
// /api/wholesale/applications answer it (dates are ISO strings over JSON).

export type WholesaleApplicationDto = {
  id: string;
  companyName: string;
  status: 'pending' | 'approved' | 'rejected';
  approvedAt: string | null;
  createdAt: string;
  /** The reason staff gave with a rejection, or null. */
  rejectionReason: string | null;
};

/** The signed-in user's application, or null. */
export type WholesaleApplicationResponse = { application: WholesaleApplicationDto | null };

/** The application just made. */
export type WholesaleApplicationSubmitted = { application: WholesaleApplicationDto };
