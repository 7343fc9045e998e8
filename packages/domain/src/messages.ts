import { QUOTE_RESPONSE_HOURS, WIZARD_REVIEW_WINDOW } from "./constants";

/**
 * Every user-facing text of the product spec, word for word (product-spec.md §4, §5, §6, §8),
 * plus the few messages our own rules add (marked "ours"). Apps show these; they never retype them.
 * Texts that take a value are functions so the wording lives in one place.
 */
export const MESSAGES = {
  item: {
    selectMaterial: "Please select a material",
    materialNotFound: "Selected material not found",
    materialFirst: "Material must be selected first",
    /** ours: product type / shape missing or not in the catalog */
    selectProductType: "Please select a product type",
    selectShape: "Please select a shape",
    shapeNotOffered: (shape: string, productType: string) =>
      `${shape} is not available for ${productType}`,
    dimensionRequired: (label: string) => `${label} is required`,
    dimensionMin: (label: string, min: number) => `${label} must be at least ${min}"`,
    dimensionMax: (label: string, max: number) => `${label} cannot exceed ${max}"`,
    /** ours */
    dimensionNotANumber: (label: string) => `${label} must be a number`,
    /** ours: a dimension the chosen shape does not use */
    dimensionNotUsed: (label: string, shape: string, productType: string) =>
      `${label} does not apply to ${shape} ${productType}`,
    /** ours: decisions §4, wall must be less than half the smaller outer dimension */
    wallTooThick: "Wall must be less than half of the smallest outer dimension",
    noConstraint: "No constraint found for this dimension",
    quantityPositive: "Quantity must be greater than 0",
    quantityMinimum: (n: number) => `Minimum quantity is ${n}`,
    quantityMaximum: (n: number) => `Maximum quantity is ${n}`,
    /** ours */
    quantityWhole: "Quantity must be a whole number",
    quantityNotANumber: "Quantity must be a number",
  },
  dimensionInput: {
    invalidFormat: "Invalid format. Use: 1/2, 1 1/2, 2.5, or 3",
    divideByZero: "Cannot divide by zero",
    invalidNumber: "Invalid number format",
    required: (label: string) => `${label} is required`,
    minFeet: (label: string, min: number) => `${label} must be at least ${min} ft`,
    maxFeet: (label: string, max: number) => `${label} cannot exceed ${max} ft`,
    /** ours (spec §9 "Length 1 to 40 ft in 1 ft steps"; issue #18) */
    wholeFeet: (label: string, below: number, above: number) =>
      `${label} must be in whole feet (1 ft steps): ${below} or ${above} ft`,
    /** ours (spec §9's steps: plate thickness 0.25, the listed widths; issue #18) */
    step: (label: string, step: number, below: number, above: number) =>
      `${label} must be in ${step}" steps: ${below}" or ${above}"`,
    /** ours (spec §9 "Dimension step 0.001 in"; a typed fraction may be as fine as 1/64) */
    fineStep: (label: string) =>
      `${label} must be given to 0.001" (3 decimals) or as a fraction down to 1/64"`,
  },
  addItemButton: {
    selectMaterial: "Select material to continue",
    selectDimensions: "Select all dimensions",
    enterQuantity: "Enter valid quantity",
    ready: "Add Item to Cart",
  },
  picker: {
    stepProductType: "Select Product Type",
    stepShape: "Select Shape",
    stepMaterial: "Select Material",
    noProductTypes: "No product types available",
    noShapes: "No shapes available",
    noMaterials: "No materials available",
  },
  contact: {
    fieldRequired: "This field is required",
    /** ours: per-field text for a malformed email */
    invalidEmail: "Please enter a valid email address",
    missingName: "Name",
    missingEmail: "Email",
    missingValidEmail: "Valid Email",
    missingCompany: "Company",
    /** ours */
    tooLong: (max: number) => `Must be at most ${max} characters`,
    invalidZip: "Please enter a valid ZIP code",
    invalidState: "Please enter a valid US state",
  },
  quoteForm: {
    noItemsWizard: "Please add at least one item to your quote before proceeding.",
    completeRequired: "Please complete all required fields",
    missing: (fields: readonly string[]) => `Missing: ${fields.join(", ")}`,
    addOneItem: "Please add at least one item",
    addOneItemDetail: "Add items to your cart before proceeding",
    submittedTitle: "RFQ Submitted Successfully!",
    /** The spec's sentence; one item reads "1 item", never "1 items" (issue #18). */
    submittedDetail: (n: number) =>
      `Your RFQ with ${n} ${n === 1 ? "item" : "items"} has been submitted.`,
    submissionFailed: "Submission Failed",
    submissionFailedDefault: "Failed to submit RFQ. Please try again.",
    rfqSubmissionFailedDefault: "There was an error submitting your RFQ. Please try again.",
    submissionError: "Submission Error",
    submitting: "Submitting...",
    invalidStep: "Invalid step configuration",
    /**
     * ours (issue #18): the wizard's 2-4 hours (spec §9) is the first review of the request; the
     * detailed quote follows within the 24 hours every other page promises.
     */
    wizardPromise: `Our team reviews your request within ${WIZARD_REVIEW_WINDOW} and sends the detailed quote within ${QUOTE_RESPONSE_HOURS} hours.`,
    landingPromise: `You will receive a detailed quote within ${QUOTE_RESPONSE_HOURS} hours.`,
    trackSignedIn: "Check your quote history to track progress",
    trackSignedOut: "Create an account to track your quotes!",
    signInForDetailedRfq:
      "Please sign in to submit a detailed RFQ. This protects your business information and allows you to track your quotes.",
    emptyRfq: "No items in your RFQ yet",
    rfqItemsTitle: (n: number) => `RFQ Items (${n})`,
  },
  mailingList: {
    emailRequired: "Email required",
    /** ours */
    invalidEmail: "Please enter a valid email address",
    alreadySubscribedTitle: "Already subscribed",
    alreadySubscribedDetail: "This email is already on our mailing list",
    errorTitle: "Error",
    failed: "Failed to subscribe. Please try again.",
    subscribed: "Subscribed!",
  },
  auth: {
    loginFailedTitle: "Login Failed",
    invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
    loginErrorTitle: "Login Error",
    accountExistsTitle: "Account Exists",
    signupFailedTitle: "Signup Failed",
    checkEmailTitle: "Check your email",
    accountCreatedTitle: "Account created!",
    emailRequiredTitle: "Email Required",
    resetFailedTitle: "Reset Failed",
    resetErrorTitle: "Reset Error",
    passwordHint: "At least 6 characters",
    credentialsRequired: "You must provide either an email or phone number and a password.",
    sessionMissing: "Auth session missing!",
    sessionOrUserMissing: "Auth session or user missing",
    profileSignedOut: "Please sign in to view your profile.",
    /** ours: details under the spec's titles */
    checkEmailSignUp: (email: string) =>
      `We sent a confirmation link to ${email}. Open it to confirm your account.`,
    checkEmailReset: (email: string) =>
      `If an account exists for ${email}, we sent a link to reset your password.`,
    accountCreatedDetail: "Welcome to Ingot Metals. You are signed in.",
    accountExistsDetail: "An account with this email already exists. Please sign in instead.",
    resetEmailRequiredDetail: "Please enter your email address to reset your password.",
    passwordUpdatedTitle: "Password updated",
    passwordUpdatedDetail: "Sign in with your new password.",
    resetLinkInvalid: "This reset link is invalid or has expired. Please request a new one.",
    unexpectedError: "Something went wrong. Please try again.",
    signedOut: "You have been signed out.",
  },
  admin: {
    accessErrorTitle: "Access Error",
    accessDeniedTitle: "Access Denied",
    noAdminPermissions: "You don't have admin permissions.",
    errorTitle: "Error",
    /** ours: details under the spec's titles */
    dataLoadFailed: "Failed to load admin data. Please try again.",
    profileLoadFailed: "Failed to load your profile. Please sign in again.",
  },
  cart: {
    authRequiredTitle: "Authentication Required",
    missingInformationTitle: "Missing Information",
    emptyCartTitle: "Empty Cart",
  },
  portal: {
    profileLoadFailed: "Failed to load profile data. Please check your connection and try again.",
    quotesLoadFailed: "Failed to load quote data",
    ordersLoadFailed: "Failed to load order data. Please check your connection and try again.",
    preferencesLoadFailed:
      "Failed to load notification preferences. Please check your connection and try again.",
    preferencesUpdateFailed: "Failed to update notification preferences. Please try again.",
    materialsLoadFailed: "Failed to fetch materials",
    dimensionsLoadFailed: "Failed to load dimensions",
    dimensionsLoadFailedDetail: "Please try selecting the material again",
  },
  quoteHistory: {
    authRequiredTitle: "Authentication Required",
    authRequiredDetail: "Please sign in to view your quote history.",
    errorTitle: "Error",
    loadFailed: "Failed to load quote history.",
    empty: "No quotes yet",
  },
  checkout: {
    noPurchaseData: "No purchase data found",
    noPurchaseDataDetail: "Please return to the quote form and try again",
    errorTitle: "Error",
    purchaseDataNotFound: "Purchase data not found",
    fillRequired: "Please fill in all required fields",
    includingShippingAddress: " including shipping address",
    proceedFailed: "Failed to proceed to checkout. Please try again.",
    taxExemptNote: "You will be asked to provide tax exemption documentation.",
    httpError: (status: number) => `HTTP error! status: ${status}`,
  },
  success: {
    paymentSuccessful: "Payment Successful!",
    paymentConfirmedTitle: "Payment Confirmed",
    orderDetailsIssue: "Payment successful, but there was an issue loading order details.",
    paymentConfirmedToastTitle: "Payment Confirmed!",
    paymentConfirmedToastDetail:
      "Your order has been confirmed and payment processed successfully.",
    orderNotFound: "Order Not Found",
  },
  maps: {
    unavailableTitle: "Address Autocomplete Unavailable",
    unavailableDetail: "Please enter your address manually",
    autocompleteErrorTitle: "Autocomplete Error",
    failedToLoadProperly: "Google Maps API failed to load properly",
    scriptFailed: "Failed to load Google Maps API script",
    notAvailableAfterLoad: "Google Maps API not available after loading",
    initFailed: "Failed to initialize address autocomplete. Please enter your address manually.",
  },
  routing: {
    notFound: "Oops! Page not found",
  },
  /** ours: bill-of-materials paste / CSV upload on /rfq */
  bom: {
    empty: "Paste or upload at least one row",
    tooManyRows: (max: number) => `At most ${max} rows can be added at once`,
    unknownMaterial: (text: string) => `Unknown material "${text}"`,
    unknownShape: (text: string) => `Unknown shape "${text}"`,
    ambiguousShape: "Add a shape column (e.g. Plate, Round Bar, Square Tube) for this row",
    row: (n: number) => `Row ${n}`,
  },
  /** ours: the cut-list planner (issue #17); lengths come formatted by formatLength */
  cutList: {
    productType: "The cut-list planner plans Bar and Tube stock",
    noPieces: "Add at least one piece",
    tooManyPieces: (max: number, count: number) =>
      `A cut list holds at most ${max.toLocaleString("en-US")} pieces; this one has ${count.toLocaleString("en-US")}`,
    pieceName: (n: number, label?: string | null) =>
      label ? `Piece ${n} "${label}"` : `Piece ${n}`,
    pieceTooLong: (name: string, length: string, longest: string) =>
      `${name} is ${length}, longer than every stock length (the longest is ${longest})`,
    pieceLengthNotANumber: "Piece length must be a number",
    pieceLengthMin: "Piece length must be at least 1/16 in",
    kerfRange: "Kerf must be between 0 and 1 in",
    minDropRange: "Minimum drop must be between 0 and 480 in",
    stockLengthsEmpty: "Choose at least one stock length",
    stockShapeNotOffered: (shape: string, productType: string) =>
      `${shape} ${productType} is not offered in this material`,
    stockLengthRange: "Stock lengths are 12 to 480 in (1 to 40 ft)",
    stockNotOffered: (length: string, offered: string) =>
      `${length} is not a stock length of this material (stocked: ${offered})`,
  },
  /** ours: the `Idempotency-Key` header of the submission routes (server, decision 013) */
  idempotency: {
    invalidKey: "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
    keyReused: "This Idempotency-Key was already used with a different request.",
    inFlight:
      "A request with this Idempotency-Key is still being processed. Please retry in a moment.",
  },
  /** ours: where the built-in test checkout takes payments (issue #20) */
  testPayments: {
    label: "TEST - no money taken",
    explanation:
      "No Stripe key is set: checkout is the built-in test page, where the test card marks an order paid.",
    /** beside the label on an order's screens and in its emails, when the order was paid that way */
    order:
      "This order was paid on the built-in test checkout with the test card. No card was charged.",
  },
  /** ours: quantity breaks and the metal surcharge (issue #22, decision 022) */
  pricing: {
    nextBreakHint: (quantity: number, unitPrice: string, discountPercent: number) =>
      `Order ${quantity} and pay ${unitPrice} each (save ${discountPercent}%)`,
    baseMetal: "Base metal",
    surcharge: "Metal surcharge",
    surchargeAt: (perLb: string) => `Metal surcharge (${perLb}/lb)`,
    cutCharges: "Cut charges",
    discount: (discountPercent: number) => `Quantity discount (${discountPercent}%)`,
    discounts: "Quantity discounts",
    breaksEmpty: "Enter at least one price break",
    tooManyBreaks: (max: number) => `At most ${max} price breaks`,
    firstBreakFromOne: "The first break starts at 1 piece",
    breakQuantityRange: "A break starts at a whole number of pieces from 1 to 500",
    breakQuantityRise: (previous: number) =>
      `Each break must start above the one before (${previous} pieces)`,
    breakDiscountRange: (max: number) => `A discount is 0% to ${max}%`,
    breakDiscountDecimals: "A discount has at most 2 decimals",
    breakDiscountRise: (previous: number) =>
      `Each break must take more off than the one before (${previous}%)`,
    surchargeNegative: "Surcharge cannot be negative",
    surchargeTooLarge: "Surcharge per lb is too large",
    surchargeWholeCents: "Surcharge is in whole cents per lb",
    effectiveFromFormat: "Enter the date as YYYY-MM-DD",
    effectiveFromBeforeToday: (today: string) =>
      `A surcharge cannot start before today (${today}): its history is never rewritten`,
    effectiveFromWithoutSurcharge: "Effective from is sent with a surcharge per lb",
  },
  /** ours: API keys (issue #20, decision 021) */
  apiKeys: {
    nameRequired: "Give the key a name.",
    nameTooLong: "The name can be at most 60 characters.",
    scope: 'The scope is "read" or "read_write".',
    invalidKey: "This API key is not valid or was revoked.",
    readOnly: "This API key may only read (GET). Use a read_write key to make changes.",
    sessionOnly: "API keys are managed from a signed-in session, not with an API key.",
    notFound: "API key not found.",
  },
  /** ours: signed webhooks (issue #20, decision 024) */
  webhooks: {
    urlRequired: "Enter the URL that receives the events.",
    urlInvalid: "Enter a full URL, e.g. https://erp.example.com/ingot-events.",
    urlTooLong: "The URL can be at most 2,000 characters.",
    urlNotHttps: "The URL must start with https://.",
    urlCredentials: "The URL cannot carry a user name or password.",
    urlPrivate:
      "This URL points to a private, local or reserved network address. Webhooks are sent to public addresses only.",
    urlUnresolved: "The URL's host name could not be found.",
    eventsRequired: "Choose at least one event.",
    eventUnknown: "Unknown event.",
    eventRepeated: "Each event can be chosen once.",
    tooMany: (max: number) => `You can register up to ${max} webhook endpoints.`,
    notFound: "Webhook not found.",
    testSent: "Test event sent.",
  },
  /** ours: companies, invitations and payment terms (issue #16, decisions §14) */
  companies: {
    nameRequired: "Enter the company's name.",
    nameTooLong: "The company name can be at most 100 characters.",
    alreadyMember: "You already belong to a company. Leave it before you create or join another.",
    noCompany: "You do not belong to a company.",
    notFound: "Company not found.",
    role: 'The role is "owner", "buyer" or "viewer".',
    orderLimit: "Enter an order limit in dollars, 0 or more, with at most 2 decimals.",
    orderLimitBuyersOnly: "Only a buyer has an order limit.",
    ownersOnly: "Only the company's owners can do this.",
    viewerReadOnly:
      "A viewer can read the company's history but cannot order, accept quotes or invite.",
    lastOwner: "The company needs at least one owner: make another member an owner first.",
    memberNotFound: "Member not found.",
    invitationNotFound: "Invitation not found, or no longer pending.",
    invitationExpired: "This invitation has expired. Ask the company's owner for a new one.",
    invitationUnverified: "Verify your email address before you accept an invitation.",
    invitationPending: "This email already has a pending invitation to the company.",
    invitationSelf: "This person is already a member of the company.",
    netDays: "Net days are 30, 45 or 60.",
    creditLimit: "Enter a credit limit in dollars, 0 or more, with at most 2 decimals.",
    noTerms: "Your company has no payment terms. Pay by card, or ask us for terms.",
    poRequired: "Enter your PO number.",
    poUploadPdf: "Attach your PO as a PDF file of at most 10 MB.",
    poUploadInvalid: "The attached PO was not found. Attach it again.",
    overCredit: (available: string) =>
      `This order is over your company's available credit of ${available}. Pay by card, or ask us to raise the limit.`,
    orderNotPending: "This order is not waiting for approval.",
    paymentAmount: "Enter the amount received in dollars, more than 0, with at most 2 decimals.",
    paymentReference: "Enter the payment's reference (check or transfer number).",
    paymentOverBalance: (balance: string) =>
      `The payment is more than the invoice's balance of ${balance}.`,
    notOnAccount: "This order is not invoiced on account.",
  },
} as const;
