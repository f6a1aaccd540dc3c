/**
 * The contract's messages in Spanish (issue 33): what its schemas and shared texts say in English,
 * word for word, and the Spanish text. One table for both sides: the server answers with it
 * (src/server/platform/i18n/es.ts spreads it into its own) and the browser's forms show a
 * schema's message through it (`useContractMessage`, src/client/lib/i18n.tsx), loaded beside the
 * Spanish catalog only. A message written in src/contract gets its Spanish here; the server's own
 * messages stay in es.ts.
 */
import type { MessageCatalog } from './message-catalog';

const MESSAGES: Readonly<Record<string, string>> = {
  // The platform's own answers.
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
  'Phone number is required': 'El número de teléfono es obligatorio',
  'Phone number is too long': 'El número de teléfono es demasiado largo',
  'Phone number must be at least 10 characters':
    'El número de teléfono debe tener al menos 10 caracteres',
  'Please accept the terms to enable text notifications':
    'Acepta los términos para activar las notificaciones por mensaje de texto',
  // Quote requests.
  'Quote not found': 'No se encontró la solicitud',
  'Company not found': 'No se encontró la empresa',
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
  'Choose why you are withdrawing this request.': 'Elige por qué retiras esta solicitud.',
  'This request was already withdrawn.': 'Esta solicitud ya se retiró.',
  'You hired a business: mark the job done instead.':
    'Contrataste a un negocio: marca el trabajo como terminado.',
  'A draft is not sent yet: delete it instead.': 'Un borrador aún no se envió: elimínalo.',
  // Estimates and hiring.
  'Only the business can send an estimate.': 'Solo el negocio puede enviar un presupuesto.',
  'Enter a deposit from $1 to $1,000,000, in whole cents.':
    'Escribe un depósito de $1 a $1,000,000, en centavos enteros.',
  'Enter a deposit of 1 to 100 percent, a whole number.':
    'Escribe un depósito de 1 a 100 por ciento, un número entero.',
  'Ask for a deposit as an amount or a percentage, not both.':
    'Pide el depósito como importe o como porcentaje, no ambos.',
  'The deposit cannot be more than the lowest price.':
    'El depósito no puede ser mayor que el precio más bajo.',
  'The invoice must total at least the deposit it deducts.':
    'La factura debe sumar al menos el depósito que descuenta.',
  'This deposit is deducted on another invoice: void that invoice first.':
    'Este depósito se descuenta en otra factura: anula primero esa factura.',
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
  'You have already reported this. We will take a look.': 'Ya lo reportaste. Lo revisaremos.',
  "Thanks, we'll take a look": 'Gracias, lo revisaremos',
  'Choose what to report.': 'Elige qué quieres reportar.',
  'Choose a reason.': 'Elige un motivo.',
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
  // The business form and its service area.
  "Service area must be 'radius' or 'zips'": "El área de servicio debe ser 'radius' o 'zips'",
  'Enter at least one 5-digit ZIP code': 'Escribe al menos un código postal de 5 dígitos',
  'ZIP codes must be 5 digits, e.g. 94103':
    'Los códigos postales deben tener 5 dígitos, por ejemplo, 94103',
  'Business name is required': 'El nombre del negocio es obligatorio',
  'Description must be at least 10 characters': 'La descripción debe tener al menos 10 caracteres',
  'Description must be at most 2000 characters':
    'La descripción puede tener como máximo 2000 caracteres',
  'Valid phone number is required': 'Se necesita un número de teléfono válido',
  'Valid email address is required': 'Se necesita un correo electrónico válido',
  'Must be a valid URL': 'Debe ser una URL válida',
  'Address is required': 'La dirección es obligatoria',
  'City is required': 'La ciudad es obligatoria',
  'State is required': 'El estado es obligatorio',
  'Select at least one subcategory': 'Selecciona al menos una subcategoría',
  'Select at most 30 subcategories': 'Selecciona como máximo 30 subcategorías',
  'Caption must be at most 300 characters': 'El pie de foto puede tener como máximo 300 caracteres',
  // Matched requests and passing on a lead.
  'Choose a service': 'Elige un servicio',
  'Choose a reason': 'Elige un motivo',
  'At most 500 characters': 'Como máximo 500 caracteres',
  'Tell the customer why in a few words': 'Dile al cliente por qué en pocas palabras',
  // Reviews and replies.
  'Please select a rating: You must select at least 0.5 stars.':
    'Elige una calificación: debes elegir al menos media estrella.',
  'Ratings go up to 5 stars.': 'Las calificaciones llegan hasta 5 estrellas.',
  'Ratings go in half-star steps.': 'Las calificaciones van de media en media estrella.',
  // Review invitations (issue 36 item 7).
  'Please enter the customer’s name.': 'Escribe el nombre del cliente.',
  'The note can be at most 300 characters.': 'La nota puede tener como máximo 300 caracteres.',
  'A business can send at most 20 review invitations in 24 hours. Please try again later.':
    'Un negocio puede enviar como máximo 20 invitaciones a reseñar en 24 horas. Vuelve a intentarlo más tarde.',
  'This address was already invited in the last 180 days.':
    'Esta dirección ya recibió una invitación en los últimos 180 días.',
  'You cannot invite yourself to review your business.':
    'No puedes invitarte a ti mismo a reseñar tu negocio.',
  'This invitation link is not valid or has expired.':
    'Este enlace de invitación no es válido o ha caducado.',
  'This invitation has already been used.': 'Esta invitación ya se usó.',
  'You cannot review your own business.': 'No puedes reseñar tu propio negocio.',
  'You have already reviewed this business.': 'Ya dejaste una reseña a este negocio.',
  'Reviews can be at most 2000 characters.':
    'Las reseñas pueden tener como máximo 2000 caracteres.',
  'Write a reply.': 'Escribe una respuesta.',
  // Questions and answers on a company page.
  'Write a question.': 'Escribe una pregunta.',
  'Write an answer.': 'Escribe una respuesta.',
  'Your text contains a word that is not allowed on QuoteLocal. Please rephrase it.':
    'Tu texto contiene una palabra que no se permite en QuoteLocal. Por favor, reformúlalo.',
  'A moderator hid this answer. It cannot be changed.':
    'Un moderador ocultó esta respuesta. No se puede cambiar.',
  // Reports, moderation and blocked words.
  'Details can be at most 1000 characters.':
    'Los detalles pueden tener como máximo 1000 caracteres.',
  'Give a reason.': 'Indica un motivo.',
  'Reasons can be at most 500 characters.': 'Los motivos pueden tener como máximo 500 caracteres.',
  'Search text can be at most 200 characters.':
    'El texto de búsqueda puede tener como máximo 200 caracteres.',
  'Enter a word.': 'Escribe una palabra.',
  'Blocked words can be at most 60 characters.':
    'Las palabras bloqueadas pueden tener como máximo 60 caracteres.',
  'Use letters, digits, spaces, hyphens or apostrophes.':
    'Usa letras, dígitos, espacios, guiones o apóstrofos.',
  // Credentials: licences and insurance (issue 36).
  'Please choose the document (a PDF or a photo) to upload.':
    'Elige el documento (un PDF o una foto) que quieres subir.',
  'The document must be 10 MB or smaller.': 'El documento debe ocupar 10 MB o menos.',
  'Please upload a PDF, JPG, PNG or WebP file.': 'Sube un archivo PDF, JPG, PNG o WebP.',
  'Credential not found': 'No se encontró la credencial',
  'Document not found': 'No se encontró el documento',
  'The expiry date must be in the future.': 'La fecha de vencimiento debe ser futura.',
  'This credential has already been reviewed.': 'Esta credencial ya se revisó.',
  'Please give a valid expiry date.': 'Indica una fecha de vencimiento válida.',
  'Please give the trade the licence covers.': 'Indica el oficio que cubre la licencia.',
  'Please give the issuing state (two letters).': 'Indica el estado que la emitió (dos letras).',
  'Please give the licence number.': 'Indica el número de licencia.',
  'Please give the insurer.': 'Indica la aseguradora.',
  'Please give the policy type.': 'Indica el tipo de póliza.',
  'Please give the coverage amount.': 'Indica el importe de la cobertura.',
  'Choose licence or insurance.': 'Elige licencia o seguro.',
  'Please give the date you checked it.': 'Indica la fecha en que lo comprobaste.',
  'Say how you checked it (e.g. state register).':
    'Di cómo lo comprobaste (p. ej., registro estatal).',
  'The date checked cannot be in the future.': 'La fecha de comprobación no puede ser futura.',
  'Only a verified or expired credential can be renewed.':
    'Solo se puede renovar una credencial verificada o vencida.',
  'This credential already has a renewal.': 'Esta credencial ya tiene una renovación.',
  'The new expiry date must be after the current one.':
    'La nueva fecha de vencimiento debe ser posterior a la actual.',
  // A business's project portfolio (issue 36 item 5).
  'Project not found': 'No se encontró el proyecto',
  'Choose one of your business’s trades.': 'Elige uno de los oficios de tu negocio.',
  'List each of your projects exactly once.': 'Indica cada uno de tus proyectos una sola vez.',
  'Give the project a title (up to 120 characters).':
    'Ponle un título al proyecto (hasta 120 caracteres).',
  'Describe the project (up to 2000 characters).': 'Describe el proyecto (hasta 2000 caracteres).',
  'Give the city (up to 100 characters).': 'Indica la ciudad (hasta 100 caracteres).',
  'Give a cost in whole dollars, or leave it empty.':
    'Indica un costo en dólares enteros o déjalo vacío.',
  'Give both ends of the cost range, the lower one first.':
    'Indica los dos extremos del rango de costo, el menor primero.',
  'Give the month the work was finished (YYYY-MM), or leave it empty.':
    'Indica el mes en que se terminó el trabajo (AAAA-MM) o déjalo vacío.',
  // The conversation lists' previews.
  'Sent an estimate': 'Envió un presupuesto',
  'Sent an image': 'Envió una imagen',
  // Visits and cost guides.
  'That time is not available. Please pick one of the offered times.':
    'Ese horario no está disponible. Elige uno de los horarios ofrecidos.',
  'Use a two-letter state code, such as CA.': 'Usa el código de dos letras del estado, como CA.',
  'Give a state or a ZIP code, not both.': 'Indica un estado o un código postal, no ambos.',
  // Uploads (contract/upload.ts): the server's answers and the browser's toasts before sending.
  'Please choose an image file to upload.': 'Elige un archivo de imagen para subir.',
  'File too large. The maximum size is 5 MB.':
    'El archivo es demasiado grande. El tamaño máximo es de 5 MB.',
  'Please upload a JPG, PNG, GIF, WebP or SVG image.': 'Sube una imagen JPG, PNG, GIF, WebP o SVG.',
  'File upload failed': 'No se pudo subir el archivo',
  'Please choose a photo to upload.': 'Elige una foto para subir.',
  'Photo must be 5 MB or smaller.': 'La foto debe pesar 5 MB o menos.',
  'Please upload a JPG, PNG, GIF or SVG image.': 'Sube una imagen JPG, PNG, GIF o SVG.',
  'Upload failed': 'No se pudo subir',
  'Please choose an image to upload.': 'Elige una imagen para subir.',
  'Maximum file size is 5MB.': 'El tamaño máximo del archivo es de 5 MB.',
  'Only JPG, PNG, GIF and WebP images are allowed.':
    'Solo se admiten imágenes JPG, PNG, GIF y WebP.',
  'File too large': 'Archivo demasiado grande',
  'Invalid file type': 'Tipo de archivo no válido',
  'Please select an image file.': 'Selecciona un archivo de imagen.',
  'Message required': 'Falta el mensaje',
  'Please select an image smaller than 5MB.': 'Selecciona una imagen de menos de 5 MB.',
  'Please select an image under 10MB': 'Selecciona una imagen de menos de 10 MB',
};

const PICK_DATE: Record<string, string> = {
  'earliest start date': 'Elige la fecha de inicio más temprana.',
  'date the offer is valid until': 'Elige la fecha hasta la que vale la oferta.',
};

/** Messages with a variable part: the English pattern and its Spanish text. */
const PATTERNS: MessageCatalog['patterns'] = [
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
  [
    /^Pick the (earliest start date|date the offer is valid until)\.$/,
    (label) => PICK_DATE[label] ?? label,
  ],
  [
    /^Service radius must be between 1 and (\d+) miles$/,
    (n) => `El radio de servicio debe estar entre 1 y ${n} millas`,
  ],
  [/^Enter at most (\d+) ZIP codes$/, (n) => `Escribe como máximo ${n} códigos postales`],
  [
    /^Weekly lead limit must be a whole number from 1 to (\d+), or empty for no limit$/,
    (n) =>
      `El límite semanal de solicitudes debe ser un número entero de 1 a ${n}, o vacío para no tener límite`,
  ],
  [
    /^Replies can be at most (\d+) characters\.$/,
    (n) => `Las respuestas pueden tener como máximo ${n} caracteres.`,
  ],
  [
    /^Questions can be at most (\d+) characters\.$/,
    (n) => `Las preguntas pueden tener como máximo ${n} caracteres.`,
  ],
  [
    /^Answers can be at most (\d+) characters\.$/,
    (n) => `Las respuestas pueden tener como máximo ${n} caracteres.`,
  ],
  [
    /^You can ask at most (\d+) questions a day\. Try again tomorrow\.$/,
    (n) => `Puedes hacer como máximo ${n} preguntas al día. Vuelve a intentarlo mañana.`,
  ],
  [
    /^Appeals can be at most (\d+) characters\.$/,
    (n) => `Las apelaciones pueden tener como máximo ${n} caracteres.`,
  ],
  [
    /^A business can keep at most (\d+) credentials\.$/,
    (n) => `Un negocio puede tener como máximo ${n} credenciales.`,
  ],
  [
    /^A business can publish at most (\d+) projects\.$/,
    (n) => `Un negocio puede publicar como máximo ${n} proyectos.`,
  ],
  [
    /^A project can have at most (\d+) photos\.$/,
    (n) => `Un proyecto puede tener como máximo ${n} fotos.`,
  ],
];

export const ES_CONTRACT_MESSAGES: MessageCatalog = { messages: MESSAGES, patterns: PATTERNS };
