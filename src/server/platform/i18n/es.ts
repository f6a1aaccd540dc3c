import type { MessageCatalog } from '@/contract/message-catalog';
import { ES_CONTRACT_MESSAGES } from '@/contract/messages-es';

/**
 * The API's messages in Spanish (issue 33): each English message, word for word as the server
 * says it, and its Spanish text; the contract's own messages (its validation, shown by the
 * browser's forms too) are in src/contract/messages-es.ts and spread in here. A message not listed
 * is answered in English. Messages with a variable part are patterns (ES_PATTERNS). The
 * integration test i18n-server checks that every key is still a message somewhere in src/, so a
 * reworded English message cannot leave its translation behind unnoticed.
 */
export const ES_MESSAGES: Readonly<Record<string, string>> = {
  ...ES_CONTRACT_MESSAGES.messages,
  // The platform's own answers.
  'Authentication required': 'Tienes que iniciar sesión.',
  Forbidden: 'No tienes permiso.',
  'Not found': 'No se encontró.',
  'Something went wrong on our side. Please try again.':
    'Algo salió mal de nuestro lado. Vuelve a intentarlo.',
  'Request body is too large': 'La solicitud es demasiado grande',
  'Unsupported content type': 'Tipo de contenido no admitido',
  'Invalid JSON body': 'El cuerpo JSON no es válido',
  'Invalid request': 'Solicitud no válida',
  'Invalid value': 'Valor no válido',
  'Bad request': 'Solicitud incorrecta',

  // Signing up, in and out; the password reset; the e-mail verification.
  'Verification email sent. Please check your inbox.':
    'Te enviamos el correo de verificación. Revisa tu bandeja de entrada.',

  // The account and its settings.
  'You can only change your own settings.': 'Solo puedes cambiar tu propia configuración.',
  'User not found': 'No se encontró el usuario',

  // A business's credentials (issue 36, credential-emails.ts).
  'You get this e-mail because it concerns your business on QuoteLocal.':
    'Recibes este correo porque se refiere a tu negocio en QuoteLocal.',
  'Open your credentials': 'Abrir tus credenciales',
  'Your credential could not be verified': 'No pudimos verificar tu credencial',
  'We checked the licence you submitted on QuoteLocal and could not verify it. The reason our team gave:':
    'Revisamos la licencia que enviaste a QuoteLocal y no pudimos verificarla. El motivo que indicó nuestro equipo:',
  'We checked the insurance policy you submitted on QuoteLocal and could not verify it. The reason our team gave:':
    'Revisamos la póliza de seguro que enviaste a QuoteLocal y no pudimos verificarla. El motivo que indicó nuestro equipo:',
  'You can submit it again with a clearer or current document in your business settings.':
    'Puedes enviarla de nuevo con un documento más claro o vigente en la configuración de tu negocio.',
  'Your credential expires soon': 'Tu credencial vence pronto',
  'Your licence expires soon: renew it to keep the Licensed badge on your company page.':
    'Tu licencia vence pronto: renuévala para conservar la insignia Con licencia en la página de tu empresa.',
  'Your insurance policy expires soon: renew it to keep the Insured badge on your company page.':
    'Tu póliza de seguro vence pronto: renuévala para conservar la insignia Asegurado en la página de tu empresa.',
  'Your credential has expired': 'Tu credencial venció',
  'Your licence has expired: the Licensed badge is no longer on your company page.':
    'Tu licencia venció: la insignia Con licencia ya no aparece en la página de tu empresa.',
  'Your insurance policy has expired: the Insured badge is no longer on your company page.':
    'Tu póliza de seguro venció: la insignia Asegurado ya no aparece en la página de tu empresa.',
  'To renew it, upload the new document with its new expiry date.':
    'Para renovarla, sube el documento nuevo con su nueva fecha de vencimiento.',
  'Your renewal is waiting for our check: the badge comes back once it is verified.':
    'Tu renovación espera nuestra revisión: la insignia volverá en cuanto se verifique.',
  Licence: 'Licencia',
  Insurance: 'Seguro',
  'Expires on': 'Fecha de vencimiento',
  'Expired on': 'Fecha de vencimiento',
  'Days left': 'Días que quedan',

  // Quote requests.
  'New quote request': 'Nueva solicitud de presupuesto',
  'Business not found': 'No se encontró el negocio',
  'Category not found': 'No se encontró la categoría',
  'Some of the selected companies are no longer available.':
    'Algunas de las empresas seleccionadas ya no están disponibles.',
  'Image not found': 'No se encontró la imagen',

  // Estimates and hiring.
  'This quote is completed: nobody can be hired.':
    'Esta solicitud está terminada: no se puede contratar a nadie.',
  'This quote cannot be hired on right now.': 'Ahora no se puede contratar en esta solicitud.',
  'That business is not part of this quote.': 'Ese negocio no forma parte de esta solicitud.',
  'Submit your quote before hiring a business.':
    'Envía tu solicitud antes de contratar a un negocio.',
  'This business is no longer accepting customers.': 'Este negocio ya no acepta clientes.',
  'Only the businesses invited to this quote can see its job.':
    'Solo los negocios invitados a esta solicitud pueden ver su trabajo.',

  // Messages and conversations.
  'You are not part of this conversation.': 'No formas parte de esta conversación.',
  'Conversation not found': 'No se encontró la conversación',
  'Lead not found': 'No se encontró el contacto',
  'Notification not found': 'No se encontró la notificación',
  'Review not found': 'No se encontró la reseña',
  'Photo not found': 'No se encontró la foto',
  'Log in to see your favorites': 'Inicia sesión para ver tus favoritos',
  'You have already reviewed this business. You can edit your review instead.':
    'Ya dejaste una reseña a este negocio. Puedes editarla.',
  'You can only change your own review.': 'Solo puedes cambiar tu propia reseña.',
  'Only the business can reply to its reviews.': 'Solo el negocio puede responder a sus reseñas.',
  // Questions and answers on a company page (modules/questions).
  'Question not found': 'No se encontró la pregunta',
  'Answer not found': 'No se encontró la respuesta',
  'You cannot ask your own business a question.':
    'No puedes hacerle una pregunta a tu propio negocio.',
  'Only the business can answer questions about it.':
    'Solo el negocio puede responder a las preguntas sobre él.',
  'Only its asker can delete a question.': 'Solo quien hizo la pregunta puede borrarla.',
  'An answered question cannot be deleted.': 'Una pregunta respondida no se puede borrar.',
  'This question is already hidden.': 'Esta pregunta ya está oculta.',
  'This question is not hidden.': 'Esta pregunta no está oculta.',
  'This answer is already hidden.': 'Esta respuesta ya está oculta.',
  'This answer is not hidden.': 'Esta respuesta no está oculta.',
  'Admins only.': 'Solo para administradores.',
  // Visit e-mails (issue 34: visit-emails.ts).
  'Visit confirmed': 'Visita confirmada',
  'Visit moved': 'Visita cambiada de hora',
  'Visit cancelled': 'Visita cancelada',
  'Visit reminder': 'Recordatorio de visita',
  'Visit requested': 'Visita solicitada',
  'A customer asks for a visit: confirm it, propose another time or decline.':
    'Un cliente pide una visita: confírmala, propón otro horario o recházala.',
  'Once you confirm it, the confirmation e-mail puts it in your calendar.':
    'Cuando la confirmes, el correo de confirmación la añadirá a tu calendario.',
  'Your visit is confirmed.': 'Tu visita está confirmada.',
  'Your visit has moved to a new time.': 'Tu visita cambió a un nuevo horario.',
  'Your visit is cancelled.': 'Tu visita está cancelada.',
  'A reminder of your coming visit.': 'Un recordatorio de tu próxima visita.',
  'The attached invitation puts it in your calendar.':
    'La invitación adjunta la añade a tu calendario.',
  'The attached file takes it out of your calendar.':
    'El archivo adjunto la quita de tu calendario.',
  When: 'Cuándo',
  With: 'Con',
  Quote: 'Solicitud',
  Reason: 'Motivo',
  'Open the conversation': 'Abrir la conversación',
  'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.':
    'Recibes este correo porque los correos de solicitudes están activados en tu perfil de QuoteLocal.',
  // The business's insights as CSV (insights-csv.ts): its headings.
  'Week starting': 'Semana que empieza',
  'Appearances in search': 'Apariciones en búsquedas',
  'Profile views': 'Visitas al perfil',
  'Requests received': 'Solicitudes recibidas',
  'Requests answered': 'Solicitudes respondidas',
  'Median response (minutes)': 'Respuesta mediana (minutos)',
  'Estimates sent': 'Presupuestos enviados',
  Hires: 'Contrataciones',
  'Win rate': 'Tasa de éxito',
  'Value quoted (USD)': 'Valor presupuestado (USD)',
  'Value won (USD)': 'Valor ganado (USD)',
  'Invoiced (USD)': 'Facturado (USD)',
  'Collected (USD)': 'Cobrado (USD)',
  'Outstanding (USD)': 'Pendiente de cobro (USD)',
  // Invoices and payments (issue 35).
  'Payment not confirmed': 'Pago no confirmado',
  'The business could not confirm the payment you told it about.':
    'El negocio no pudo confirmar el pago del que le avisaste.',
  // The invoice e-mail (invoice-emails.ts).
  Invoice: 'Factura',
  'A business you hired sent you an invoice.': 'Un negocio que contrataste te envió una factura.',
  'Deposit invoice': 'Factura de depósito',
  'The business you hired asks for a deposit before the work starts.':
    'El negocio que contrataste pide un depósito antes de empezar el trabajo.',
  'Less deposit': 'Menos el depósito',
  From: 'De',
  'Amount due': 'Importe a pagar',
  'Due date': 'Fecha de vencimiento',
  'On receipt': 'Al recibirla',
  'View the invoice': 'Ver la factura',
  'Payment notice': 'Aviso de pago',
  'Your customer says they paid. Confirm it once the money has arrived.':
    'Tu cliente dice que pagó. Confírmalo cuando recibas el dinero.',
  Amount: 'Importe',
  How: 'Cómo',
  Note: 'Nota',
  Cash: 'Efectivo',
  Check: 'Cheque',
  'Bank transfer': 'Transferencia bancaria',
  Other: 'Otro',
  Card: 'Tarjeta',
  // The invoice PDF (invoice-pdf.ts) and its statuses.
  Status: 'Estado',
  Issued: 'Emitida',
  'Bill to': 'Facturar a',
  Description: 'Descripción',
  Quantity: 'Cantidad',
  'Unit price': 'Precio unitario',
  Subtotal: 'Subtotal',
  Discount: 'Descuento',
  Tax: 'Impuesto',
  Total: 'Total',
  Paid: 'Pagada',
  'Amount paid': 'Importe pagado',
  'Balance due': 'Saldo pendiente',
  Payments: 'Pagos',
  Notes: 'Notas',
  Draft: 'Borrador',
  Sent: 'Enviada',
  'Partly paid': 'Pagada en parte',
  Void: 'Anulada',
  Refunded: 'Reembolsada',
  Disputed: 'En disputa',
  // Card payments through Stripe (card-payment.ts).
  'Event not yet applicable; send it again later.':
    'El evento aún no se puede aplicar; envíalo de nuevo más tarde.',
};

const SPANISH_UNITS: Record<string, string> = {
  second: 'segundo',
  seconds: 'segundos',
  minute: 'minuto',
  minutes: 'minutos',
  hour: 'hora',
  hours: 'horas',
  day: 'día',
  days: 'días',
};

/** "1 minute", "30 seconds" (the rate limit's wait) in Spanish. */
const spanishDuration = (wait: string) =>
  wait.replace(/\b(seconds?|minutes?|hours?|days?)\b/g, (unit) => SPANISH_UNITS[unit] ?? unit);

/** Messages with a variable part: the English pattern and its Spanish text. */
export const ES_PATTERNS: MessageCatalog['patterns'] = [
  ...ES_CONTRACT_MESSAGES.patterns,
  [
    /^Too many attempts\. Please try again in (.+)\.$/,
    (wait) => `Demasiados intentos. Vuelve a intentarlo en ${spanishDuration(wait)}.`,
  ],
  [
    /^Too many failed sign-ins for this account\. Please try again in (.+), sign in from a browser you have signed in with before, or reset your password\.$/,
    (wait) =>
      `Demasiados inicios de sesión fallidos en esta cuenta. Vuelve a intentarlo en ${spanishDuration(wait)}, inicia sesión desde un navegador que ya usaste o restablece tu contraseña.`,
  ],
  [
    /^Messages can be at most (\d+) characters\.$/,
    (n) => `Los mensajes pueden tener como máximo ${n} caracteres.`,
  ],
  [
    /^A quote can have at most (\d+) images\.$/,
    (n) => `Una solicitud puede tener como máximo ${n} imágenes.`,
  ],
];
