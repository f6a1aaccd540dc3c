/**
 * The API's messages in Spanish (issue 33): each English message, word for word as the server or
 * the contract's validation says it, and its Spanish text. A message not listed here is answered
 * in English. Messages with a variable part are patterns (ES_PATTERNS). The integration test
 * i18n-server checks that every key is still a message somewhere in src/, so a reworded English
 * message cannot leave its translation behind unnoticed.
 */
export const ES_MESSAGES: Readonly<Record<string, string>> = {
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
  'Invalid id': 'Identificador no válido',
  'Invalid page': 'Página no válida',
  'Invalid status': 'Estado no válido',
  'Invalid type': 'Tipo no válido',

  // Signing up, in and out; the password reset; the e-mail verification.
  'Invalid email address': 'El correo electrónico no es válido',
  'Password must be at least 8 characters': 'La contraseña debe tener al menos 8 caracteres',
  'Password must be at most 256 characters': 'La contraseña puede tener como máximo 256 caracteres',
  'First name is required': 'El nombre es obligatorio',
  'First name is too long': 'El nombre es demasiado largo',
  'Last name is required': 'El apellido es obligatorio',
  'Last name is too long': 'El apellido es demasiado largo',
  'You must accept the terms and conditions': 'Debes aceptar los términos y condiciones',
  "Passwords don't match": 'Las contraseñas no coinciden',
  'Email and password are required': 'El correo electrónico y la contraseña son obligatorios',
  'Password is required': 'La contraseña es obligatoria',
  'Invalid reset token': 'El enlace para restablecer la contraseña no es válido',
  'Invalid or expired reset token':
    'El enlace para restablecer la contraseña no es válido o caducó',
  'Invalid email or password': 'Correo electrónico o contraseña incorrectos',
  'This email is already in use. Please try another one.':
    'Este correo electrónico ya está en uso. Prueba con otro.',
  'This password is too common. Please choose a different one.':
    'Esta contraseña es demasiado común. Elige otra.',
  'Password reset email sent. Please check your inbox.':
    'Te enviamos un correo para restablecer la contraseña. Revisa tu bandeja de entrada.',
  'Password has been reset successfully. You can now log in with your new password.':
    'Tu contraseña se restableció. Ya puedes iniciar sesión con la nueva contraseña.',
  'Verification email sent. Please check your inbox.':
    'Te enviamos el correo de verificación. Revisa tu bandeja de entrada.',
  'Please verify your email address before adding a business.':
    'Verifica tu correo electrónico antes de agregar un negocio.',
  'Please choose English (en) or Spanish (es).': 'Elige inglés (en) o español (es).',

  // Suspension and its appeal.
  'This account is suspended': 'Esta cuenta está suspendida',
  'Write your appeal.': 'Escribe tu apelación.',
  'Appeal sent. An admin will review it and answer you by e-mail.':
    'Apelación enviada. Un administrador la revisará y te responderá por correo electrónico.',
  'You have already appealed. An admin will review it and answer you by e-mail.':
    'Ya apelaste. Un administrador la revisará y te responderá por correo electrónico.',
  'This appeal form has expired. Log in again to appeal.':
    'Este formulario de apelación caducó. Inicia sesión de nuevo para apelar.',
  'This account is no longer suspended. You can log in.':
    'Esta cuenta ya no está suspendida. Puedes iniciar sesión.',

  // The account and its settings.
  'Please type your password.': 'Escribe tu contraseña.',
  'That password is not right. Your account was not deleted.':
    'Esa contraseña no es correcta. Tu cuenta no se eliminó.',
  'Your account is deleted and you are signed out. In 30 days what others still need is anonymised and the rest removed.':
    'Tu cuenta se eliminó y cerraste sesión. En 30 días se anonimiza lo que otros aún necesitan y se borra el resto.',
  'You can only change your own settings.': 'Solo puedes cambiar tu propia configuración.',
  'Phone number is required': 'El número de teléfono es obligatorio',
  'Phone number is too long': 'El número de teléfono es demasiado largo',
  'Phone number must be at least 10 characters':
    'El número de teléfono debe tener al menos 10 caracteres',
  'Please accept the terms to enable text notifications':
    'Acepta los términos para activar las notificaciones por mensaje de texto',
  'User not found': 'No se encontró el usuario',

  // Quote requests.
  'Quote not found': 'No se encontró la solicitud',
  'Company not found': 'No se encontró la empresa',
  'Business not found': 'No se encontró el negocio',
  'Category not found': 'No se encontró la categoría',
  'Category is required': 'La categoría es obligatoria',
  'Quote name is required': 'El nombre de la solicitud es obligatorio',
  'Quote name must be at most 120 characters':
    'El nombre de la solicitud puede tener como máximo 120 caracteres',
  'Description must be at least 100 characters long.':
    'La descripción debe tener al menos 100 caracteres.',
  'Description must be at least 100 characters long before submitting.':
    'La descripción debe tener al menos 100 caracteres antes de enviarla.',
  'Description must be at most 5000 characters':
    'La descripción puede tener como máximo 5000 caracteres',
  'Address must be at most 200 characters': 'La dirección puede tener como máximo 200 caracteres',
  'You need at least one company in your quote.': 'Necesitas al menos una empresa en tu solicitud.',
  "You don't have permission to view this quote": 'No tienes permiso para ver esta solicitud',
  'This quote is no longer in draft mode and cannot be edited':
    'Esta solicitud ya no es un borrador y no se puede editar',
  'Select at least one company': 'Selecciona al menos una empresa',
  'Some of the selected companies are no longer available.':
    'Algunas de las empresas seleccionadas ya no están disponibles.',
  'Valid ZIP code is required': 'Se necesita un código postal válido',
  'Please enter a valid 5-digit ZIP code.': 'Escribe un código postal válido de 5 dígitos.',
  'Enter a 5-digit ZIP code.': 'Escribe un código postal de 5 dígitos.',
  'Enter the ZIP code where the job is.': 'Escribe el código postal donde es el trabajo.',
  "We don't know this ZIP code. Check it and try again.":
    'No conocemos este código postal. Revísalo y vuelve a intentarlo.',
  'Please answer this question.': 'Responde esta pregunta.',
  'Choose one of the answers offered.': 'Elige una de las respuestas ofrecidas.',
  'Pick the date of the job.': 'Elige la fecha del trabajo.',
  'Pick a date from today on.': 'Elige una fecha a partir de hoy.',
  'Pick today or a later date.': 'Elige hoy o una fecha posterior.',
  'Use a date like 2030-05-31.': 'Usa una fecha como 2030-05-31.',
  'Page must be a whole number from 1': 'La página debe ser un número entero desde 1',
  'Image not found': 'No se encontró la imagen',
  'Choose why you are withdrawing this request.': 'Elige por qué retiras esta solicitud.',
  'This request was already withdrawn.': 'Esta solicitud ya se retiró.',
  'You hired a business: mark the job done instead.':
    'Contrataste a un negocio: marca el trabajo como terminado.',
  'A draft is not sent yet: delete it instead.': 'Un borrador aún no se envió: elimínalo.',

  // Estimates and hiring.
  'Only the business can send an estimate.': 'Solo el negocio puede enviar un presupuesto.',
  'This quote is closed: estimates can no longer be sent.':
    'Esta solicitud está cerrada: ya no se pueden enviar presupuestos.',
  'Choose how you price the job.': 'Elige cómo cobras el trabajo.',
  'Enter the price.': 'Escribe el precio.',
  'Enter the lowest price.': 'Escribe el precio más bajo.',
  'Enter the highest price.': 'Escribe el precio más alto.',
  'Enter the hourly rate.': 'Escribe la tarifa por hora.',
  'Enter the estimated hours.': 'Escribe las horas estimadas.',
  'Enter a number of hours.': 'Escribe un número de horas.',
  'Enter a number of hours, like 6 or 7.5.': 'Escribe un número de horas, como 6 o 7.5.',
  'Enter more than 0 hours.': 'Escribe más de 0 horas.',
  'Enter an amount in cents.': 'Escribe un importe en centavos.',
  'Enter an amount in dollars, like 1200 or 1200.50.':
    'Escribe un importe en dólares, como 1200 o 1200.50.',
  'Enter at least $1.': 'Escribe al menos $1.',
  'Enter at most $1,000,000.': 'Escribe como máximo $1,000,000.',
  'Use at most two decimals.': 'Usa como máximo dos decimales.',
  'Use whole cents.': 'Usa centavos enteros.',
  'The highest price must be above the lowest.': 'El precio más alto debe superar al más bajo.',
  'Say what the price includes.': 'Di qué incluye el precio.',
  'Choose the business to hire.': 'Elige el negocio que quieres contratar.',
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
  'Please enter a message or select an image': 'Escribe un mensaje o selecciona una imagen',
  'Messages can be sent once the quote is submitted.':
    'Se pueden enviar mensajes cuando la solicitud esté enviada.',
  'You withdrew this request: the conversation is closed.':
    'Retiraste esta solicitud: la conversación está cerrada.',
  'This request was closed by the customer.': 'El cliente cerró esta solicitud.',
  'This request is no longer available.': 'Esta solicitud ya no está disponible.',
  'This business is no longer on QuoteLocal: the conversation is closed.':
    'Este negocio ya no está en QuoteLocal: la conversación está cerrada.',
  'The customer chose another business: this conversation is closed.':
    'El cliente eligió otro negocio: esta conversación está cerrada.',
  'You hired another business: this conversation is closed.':
    'Contrataste a otro negocio: esta conversación está cerrada.',
  'You are not part of this conversation.': 'No formas parte de esta conversación.',
  'Conversation not found': 'No se encontró la conversación',
  'Lead not found': 'No se encontró el contacto',
  'Notification not found': 'No se encontró la notificación',
  'Review not found': 'No se encontró la reseña',
  'Photo not found': 'No se encontró la foto',
  'Log in to see your favorites': 'Inicia sesión para ver tus favoritos',
  'You have already reported this. We will take a look.': 'Ya lo reportaste. Lo revisaremos.',
  "Thanks, we'll take a look": 'Gracias, lo revisaremos',
  'Choose what to report.': 'Elige qué quieres reportar.',
  'Choose a reason.': 'Elige un motivo.',
  'You have already reviewed this business. You can edit your review instead.':
    'Ya dejaste una reseña a este negocio. Puedes editarla.',
  'You can only change your own review.': 'Solo puedes cambiar tu propia reseña.',
  'Only the business can reply to its reviews.': 'Solo el negocio puede responder a sus reseñas.',
  'Admins only.': 'Solo para administradores.',
  // Visits on the calendar (issue 34).
  'That time was just taken': 'Alguien acaba de reservar ese horario',
  'Visit not found': 'No se encontró la visita',
  'Time off not found': 'No se encontró el tiempo libre',
  'This business has not set its availability yet.':
    'Esta empresa todavía no ha indicado su disponibilidad.',
  'Only a requested visit can be confirmed or declined.':
    'Solo se puede confirmar o rechazar una visita solicitada.',
  'This visit is no longer booked.': 'Esta visita ya no está reservada.',
  'A visit can be marked done or no-show only once it has ended.':
    'Una visita solo se puede marcar como realizada o como ausencia cuando ya terminó.',
  'Only the business can do this.': 'Solo la empresa puede hacer esto.',
  'Only the customer can book a visit.': 'Solo el cliente puede reservar una visita.',
  'Each range must start before it ends.': 'Cada franja debe empezar antes de terminar.',
  'Each range must lie within one day (00:00 to 24:00).':
    'Cada franja debe estar dentro de un mismo día (de 00:00 a 24:00).',
  'Ranges on the same day must not overlap.': 'Las franjas de un mismo día no pueden superponerse.',
  'A visit lasts from 15 to 480 minutes.': 'Una visita dura de 15 a 480 minutos.',
  'The buffer is from 0 to 240 minutes.': 'El margen entre visitas es de 0 a 240 minutos.',
  'The minimum notice is from 0 to 336 hours.': 'La antelación mínima es de 0 a 336 horas.',
  'Bookings may open from 1 to 365 days ahead.':
    'Las reservas pueden abrirse de 1 a 365 días antes.',
  'Unknown time zone.': 'Zona horaria desconocida.',
  'Time off must end after it starts.': 'El tiempo libre debe terminar después de empezar.',
  'Please give a reason (at most 500 characters).':
    'Indica un motivo (como máximo 500 caracteres).',
  'Please pick a time.': 'Elige un horario.',
  'Calendar feed not found': 'No se encontró el calendario',
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
  // Invoices and payments (issue 35).
  'Invoice not found': 'No se encontró la factura',
  'Only the customer can do this.': 'Solo el cliente puede hacer esto.',
  'Only the hired business can invoice this job.':
    'Solo el negocio contratado puede facturar este trabajo.',
  'Send an estimate before invoicing.': 'Envía un presupuesto antes de facturar.',
  'Only a draft invoice can be changed or sent.':
    'Solo se puede cambiar o enviar una factura en borrador.',
  'An invoice must total more than $0.': 'Una factura debe sumar más de $0.',
  'This invoice is not open for payment.': 'Esta factura no admite pagos.',
  'The amount is more than the balance due.': 'El importe supera el saldo pendiente.',
  'An invoice with payments cannot be voided.': 'No se puede anular una factura con pagos.',
  'This invoice is already void.': 'Esta factura ya está anulada.',
  'The discount cannot be more than the lines’ total.':
    'El descuento no puede superar el total de las líneas.',
  'An invoice can total at most $10,000,000.': 'Una factura puede sumar como máximo $10,000,000.',
  'You already told the business you paid. It will confirm it.':
    'Ya le avisaste al negocio que pagaste. Lo confirmará.',
  'Payment notice not found': 'No se encontró el aviso de pago',
  'This payment was already confirmed.': 'Este pago ya se confirmó.',
  'Describe each line (1 to 500 characters).': 'Describe cada línea (de 1 a 500 caracteres).',
  'Enter a quantity from 0.01 to 10,000, with at most two decimals.':
    'Escribe una cantidad de 0.01 a 10,000, con dos decimales como máximo.',
  'Enter a unit price from $0 to $1,000,000, in whole cents.':
    'Escribe un precio unitario de $0 a $1,000,000, en centavos enteros.',
  'An invoice has from 1 to 50 lines.': 'Una factura tiene de 1 a 50 líneas.',
  'Enter a tax rate from 0 to 10000 basis points (0 % to 100 %).':
    'Escribe una tasa de impuesto de 0 a 10000 puntos básicos (del 0 % al 100 %).',
  'Enter a discount in whole cents, 0 or more.':
    'Escribe un descuento en centavos enteros, 0 o más.',
  'Enter an amount of at least 1 cent, in whole cents.':
    'Escribe un importe de al menos 1 centavo, en centavos enteros.',
  'Keep notes under 2000 characters.': 'Usa menos de 2000 caracteres en las notas.',
  'Keep the reference under 200 characters.': 'Usa menos de 200 caracteres en la referencia.',
  'A payment cannot be dated in the future.': 'Un pago no puede tener una fecha futura.',
  'Choose how it was paid: cash, check, bank transfer or other.':
    'Elige cómo se pagó: efectivo, cheque, transferencia bancaria u otro.',
  'Tell the customer why (1 to 500 characters).':
    'Dile al cliente por qué (de 1 a 500 caracteres).',
  'Payment not confirmed': 'Pago no confirmado',
  'The business could not confirm the payment you told it about.':
    'El negocio no pudo confirmar el pago del que le avisaste.',
  // The invoice e-mail (invoice-emails.ts).
  Invoice: 'Factura',
  'A business you hired sent you an invoice.': 'Un negocio que contrataste te envió una factura.',
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
  'Card payments are not available on this site.':
    'Los pagos con tarjeta no están disponibles en este sitio.',
  'This business does not take card payments yet.':
    'Este negocio todavía no acepta pagos con tarjeta.',
  'There is no card payment of that much to refund.':
    'No hay ningún pago con tarjeta por ese importe que reembolsar.',
  'Send a new random idempotency key (a UUID) with each refund.':
    'Envía una nueva clave de idempotencia aleatoria (un UUID) con cada reembolso.',
  'Invalid webhook signature': 'Firma de webhook no válida',
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
export const ES_PATTERNS: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
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
  [/^Select at most (\d+) companies$/, (n) => `Selecciona como máximo ${n} empresas`],
  [/^Enter at most (\d+) hours\.$/, (n) => `Escribe como máximo ${n} horas.`],
  [/^Keep it under (\d+) characters\.$/, (n) => `Usa menos de ${n} caracteres.`],
  [
    /^Say what the price includes \(at least (\d+) characters\)\.$/,
    (n) => `Di qué incluye el precio (al menos ${n} caracteres).`,
  ],
  [
    /^Notes can be at most (\d+) characters\.$/,
    (n) => `Las notas pueden tener como máximo ${n} caracteres.`,
  ],
];
