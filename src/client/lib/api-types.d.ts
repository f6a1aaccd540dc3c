/**
 * The API's paths, generated from /api/openapi.json by openapi-typescript: do not edit.
 * Regenerate with `npm run api:types` (scripts/api-types.ts); the client's calls
 * (src/client/lib/api-client.ts) are checked against them.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check that the API is up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that this node can serve: database, migrations and realtime
         * @description Ready when the database answers (checked at most once a second), every migration this build ships is applied, and the realtime listener is connected. Otherwise 503, naming the failing checks.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and sign in */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out (ends the session, if any) */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere
         * @description Ends every session of the account (this one too), closes their realtime sockets and removes every device’s push subscription: what a password reset ends, without changing the password.
         */
        post: operations["logOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /**
         * Delete the signed-in account (the password is asked again)
         * @description Ends every session at once and takes the account’s companies off the site; 30 days later what others still need is anonymised and the rest removed. 403 for a wrong password.
         */
        delete: operations["deleteMyAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check-email/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an account uses this e-mail address */
        get: operations["checkEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify an e-mail address
         * @description The link of the verification e-mail: marks the address verified and lands on the site.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the verification e-mail again */
        post: operations["resendVerificationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password-reset link */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-reset-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a password-reset token */
        get: operations["verifyResetToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suspension-appeals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Appeal a suspension
         * @description With the single-use token that a suspended account’s login answers (403) after the right password: the appeal waits in the admin queue. One open appeal per account.
         */
        post: operations["appealSuspension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the categories
         * @description Names in the request's language (English where no Spanish one is stored).
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/with-subcategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the categories with their subcategories */
        get: operations["listCategoriesWithSubcategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company and its details (a hidden one, to its owner and admins only) */
        get: operations["getCompany"];
        /** Change a business's details (its owner) */
        put: operations["updateCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's photos (a hidden company's, to its owner and admins only) */
        get: operations["listCompanyImages"];
        put?: never;
        /**
         * Add a photo to a business (its owner)
         * @description Multipart field `image` (JPG, PNG, GIF or SVG, up to 5 MB) and optional `caption`.
         */
        post: operations["addCompanyPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cost-guides/{categorySlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A trade's cost guide, nationally or in one state
         * @description The median and 25th–75th percentile of the latest estimates businesses sent for the trade, per job and per hour, with their distribution; from at least 10 estimates by 3 businesses, else 404.
         */
        get: operations["getCostGuide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search companies by text, ZIP code (service areas first) and map area */
        get: operations["searchCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{categoryId}/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a category's companies */
        get: operations["listCategoryCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/category/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a category's companies, the category named by its slug */
        get: operations["listCategoryCompaniesBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a visit to a company's page
         * @description Sent by the company page once per visit (a beacon, no body), for its owner's insights. Not counted: the owner's own visits, and a visitor's (a signed-in user, else an IP address) second visit to the company the same day. 404 for an unknown company or one not listed.
         */
        post: operations["recordCompanyView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business's numbers per week over the last 12 weeks (its owner only)
         * @description Appearances in search results, profile views, requests received and answered, median response time, estimates sent, hires, win rate, value quoted and won; weeks from Monday (UTC), oldest first, the current week last.
         */
        get: operations["getCompanyInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/insights.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business's weekly numbers as CSV (its owner only)
         * @description The same weeks as GET /api/companies/{id}/insights, one row each after a header row; money in US dollars. Answered as a download (`Content-Disposition: attachment`).
         */
        get: operations["downloadCompanyInsights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ids of the user's favourite companies */
        get: operations["listFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favorites/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a company to the favourites */
        post: operations["addFavorite"];
        /** Remove a company from the favourites */
        delete: operations["removeFavorite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/postal-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Estimate the visitor's ZIP code
         * @description The visitor's ZIP code estimated from their network address, when GEOIP_URL is set.
         */
        get: operations["getPostalCodeForVisitor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo/map-tiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the search map's tiles come from
         * @description The raster tile address template (MAP_TILES_URL) and the attribution the map shows.
         */
        get: operations["getMapTiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/single": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (for a logo or a form) and get its object id
         * @description Multipart field `file`: a JPG, PNG, GIF, WebP or SVG image up to 5 MB.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/objects/{objectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bytes of an uploaded image
         * @description The image bytes (`variant`: original, web = 1600 px WebP, thumb = 480 px WebP). Logos and company photos are public; other uploads only for their owner. The web rendition is made, by a job, when it is first asked for: until it exists the original is served in its place, not to be cached.
         */
        get: operations["getObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** List a new business */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set a business's logo (its owner) */
        patch: operations["setCompanyLogo"];
        trace?: never;
    };
    "/api/companies/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Activate or deactivate a business (its owner) */
        patch: operations["setCompanyActive"];
        trace?: never;
    };
    "/api/companies/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's businesses */
        get: operations["listMyCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's businesses */
        get: operations["listUserCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a photo of a business (its owner) */
        delete: operations["deleteCompanyPhoto"];
        options?: never;
        head?: never;
        /** Change a photo's caption or order (the business's owner) */
        patch: operations["updateCompanyPhoto"];
        trace?: never;
    };
    "/api/companies/{id}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's projects in order (hidden ones to its owner and admins only) */
        get: operations["listCompanyProjects"];
        put?: never;
        /** Publish a project (the business owner) */
        post: operations["createCompanyProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project of a company (a hidden one to its owner and admins only) */
        get: operations["getCompanyProject"];
        /** Change a project (the business owner) */
        put: operations["updateCompanyProject"];
        post?: never;
        /** Delete a project and its photos (the business owner) */
        delete: operations["deleteCompanyProject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/projects/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Put the company's projects in a new order: every project id, once each */
        put: operations["reorderCompanyProjects"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/projects/{projectId}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a photo to a project (the business owner)
         * @description Multipart field `image` (JPG, PNG, GIF or SVG, up to 5 MB).
         */
        post: operations["addCompanyProjectPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/projects/{projectId}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of a project's photos (the business owner) */
        delete: operations["deleteCompanyProjectPhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A business's licences and insurance, any status (its owner) */
        get: operations["listCompanyCredentials"];
        put?: never;
        /**
         * Submit a licence or an insurance policy for verification (its owner)
         * @description Multipart: the file `document` (a PDF, or a JPG, PNG or WebP image, up to 10 MB) and the text fields of `kind` licence (`trade`, `issuingState`, `licenceNumber`, `expiresOn`) or insurance (`insurer`, `policyType`, `coverageCents`, `expiresOn`). It waits as pending until an admin reviews it.
         */
        post: operations["addCompanyCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/credentials/{credentialId}/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renew a verified or expired credential with a new document (its owner)
         * @description Multipart: the file `document` (as when adding one) and the text field `expiresOn`, after the current expiry. The renewal keeps the licence or policy details and waits as pending until an admin reviews it; the old credential keeps its badge until its own expiry. 409 when the credential is not verified or expired, or already has a renewal waiting or verified.
         */
        post: operations["renewCompanyCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/credentials/{credentialId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a credential and its document (its owner) */
        delete: operations["deleteCompanyCredential"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/credentials/{credentialId}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A credential's document, as a download (the business's owner and admins)
         * @description Always an attachment, sandboxed, never cached by shared caches. To anyone but the owner and admins it does not exist (404).
         */
        get: operations["getCredentialDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one's own profile and notification settings */
        put: operations["updateUserSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/locale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the language (English or Spanish)
         * @description Keeps the choice on this browser (the `ql_locale` cookie, a year) for anyone; signed in, also saves it on the account, so e-mails, texts and push notifications sent to the person speak it on any device.
         */
        put: operations["setLocale"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download everything the app holds about the signed-in user, as a ZIP archive
         * @description A ZIP archive (`Content-Disposition: attachment`, `quotelocal-export-YYYY-MM-DD.zip`) of `data.json` (indented JSON: profile and settings, quotes with their images, conversations and estimates, reviews written with replies, favourites, reports made, notifications, and for each company owned its photos, service area, reviews received, requests received with their conversations and the estimates sent, and the leads offered), `summary.html` (the same for a person to read) and `photos/` (the images the user uploaded).
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's quote requests */
        get: operations["listQuotes"];
        put?: never;
        /**
         * Start a quote request (a draft)
         * @description Idempotent per request: while the customer has an open draft to the same businesses (in any order) for the same job ZIP, that draft is answered (200, `reused`) instead of a second one (201). Requests at once run one after another per customer.
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/matched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a matched quote request (a draft): the system picks the businesses
         * @description A draft in a trade, without businesses: when it is submitted, up to 5 businesses of the trade that serve its ZIP are offered it as leads (docs/decisions/042). While the customer has an open matched draft in the same trade for the same job ZIP, that draft is answered (200, `reused`). 400 "Choose a service" for an unknown trade.
         */
        post: operations["createMatchedQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote request */
        get: operations["getQuote"];
        /** Change a draft quote request */
        put: operations["updateQuote"];
        post?: never;
        /**
         * Delete a draft quote request
         * @description The customer's own draft, with its images; 404 for anyone else's quote, 409 once it was sent.
         */
        delete: operations["deleteDraftQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/companies/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a business from a draft quote request
         * @description The customer's own draft; 404 for anyone else's quote or a business the draft does not name, 409 once it was sent. Answers the draft.
         */
        delete: operations["removeDraftQuoteCompany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a draft quote request to its businesses (or its matches) */
        post: operations["submitQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/companies/{companyId}/job": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job of a quote request as an invited business sees it
         * @description Description, photos, the job's ZIP and its distance from the business, timing and questionnaire answers; the street address only for the hired business. The owner of the invited business or the quote's owner; anyone else 403.
         */
        get: operations["getQuoteJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw a sent quote request, with a reason
         * @description Closes a sent request nobody was hired for (status `completed`, stage `closed`): every business in it is told live, in the bell and by e-mail, and its conversations stop taking messages and estimates. 409 for a draft (delete it instead), a hired request (mark the job done) or one already withdrawn.
         */
        post: operations["withdrawQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a submitted quote request completed
         * @description The same as withdrawing the request without a reason.
         */
        post: operations["completeQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an image to a draft quote request
         * @description Multipart field `image`: JPG, PNG, GIF or WebP up to 5 MB, while the quote is a draft.
         */
        post: operations["addQuoteImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an image from a draft quote request */
        delete: operations["deleteQuoteImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business's leads: matched requests offered to it
         * @description Newest first, 20 a page: `status=offered` (the default) the offers still open, `all` every lead. The job without its street address or the customer. The business's owner only; anyone else 403.
         */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a lead: the conversation with the customer opens
         * @description The owner of the lead's business only (403 otherwise); 409 when the lead is no longer open (answered, expired, or the request closed).
         */
        post: operations["acceptLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}/pass": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass on a lead, with a reason: the request goes to the next match
         * @description The owner of the lead's business only (403 otherwise); 409 when the lead is no longer open.
         */
        post: operations["passLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote's conversations, one per business (its owner) */
        get: operations["listConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/companies/{companyId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages of a conversation */
        get: operations["listMessages"];
        put?: never;
        /**
         * Send a message (text and/or image) in a conversation
         * @description Multipart: text in `message` (or `messageText`), optional `image` (customer 5 MB, business 10 MB), optional `clientId` (at most 64 characters: the sender's own name for the message, echoed in its realtime event, never stored). The sender side comes from the session.
         */
        post: operations["sendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/companies/{companyId}/messages/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a conversation read */
        post: operations["markConversationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor-quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quotes sent to the user's businesses */
        get: operations["listVendorQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread messages in a quote's conversations (its owner) */
        get: operations["getQuoteUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/companies/{companyId}/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread messages in one conversation */
        get: operations["getConversationUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-quotes/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread messages in all the user's quotes */
        get: operations["getCustomerUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor-quotes/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread messages to all the user's businesses */
        get: operations["getVendorUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/unread-messages-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread messages to the user, as a customer and as a business */
        get: operations["getUserUnreadMessagesCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread messages to the user, as a customer and as a business */
        get: operations["getUnreadMessagesCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/companies/{companyId}/estimates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The revisions of a business's estimate for a quote
         * @description Every revision of the business's estimate, oldest first; the last is current.
         */
        get: operations["listEstimates"];
        put?: never;
        /**
         * Send a new revision of the estimate (the business)
         * @description A new revision of the business's estimate (the company's owner only, while the quote is open). USD in cents: `priceCents` (fixed), `minCents`+`maxCents` (range) or `hourlyRateCents`+`estimatedHours` (hourly).
         */
        post: operations["sendEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare the businesses' estimates for a quote (its owner)
         * @description The quote owner's side-by-side view: one entry per business, with its distance from the job's ZIP, or from `location` (a ZIP) when given.
         */
        get: operations["compareEstimates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/hire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hire one business for a quote
         * @description Hire one business of a submitted quote (once: a second hire answers 409). The quote stays in progress (stage `hired`) until the job is done; the other businesses' conversations close.
         */
        post: operations["hireCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/companies/{companyId}/job-done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the job done (the hired business)
         * @description The hired company's owner marks the job done (once). The customer confirms it, or it confirms itself 7 days later. Another business's owner, or the customer, gets 403; a business that was not hired, 409.
         */
        post: operations["markJobDoneByBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{id}/job-done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the job done, or confirm it (the customer)
         * @description The quote owner marks the hired job done or confirms what the business marked: the quote becomes completed (stage `job_done`) and the review invitation for the hired business is scheduled. 409 without a hire or once confirmed.
         */
        post: operations["markJobDone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/companies/{companyId}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the accepted estimate into a draft invoice (the hired business)
         * @description The hired company's owner, in one step: the lines are copied from its last estimate (a range at its low end, hourly as hours × rate), the number is the company's next `INV-YYYY-NNNN` of the year, without gaps. The customer gets 403; a business not hired, or without an estimate, 409.
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote's invoices (its customer: all sent ones; a business: its own, drafts too) */
        get: operations["listQuoteInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice, with its lines, totals, ledger entries and payment notices
         * @description Only the invoice's two parties see it: its business's owner, and its customer once it is sent; anyone else gets 404. Paid and balance are derived from the ledger; amounts in integer cents.
         */
        get: operations["getInvoice"];
        /**
         * Rewrite a draft invoice (the business)
         * @description Lines (quantity with up to two decimals, unit price in cents), tax rate in basis points, discount in cents (at most the lines’ total), notes and due date. Only a draft: otherwise 409.
         */
        put: operations["updateInvoice"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invoice as a PDF, in the reader’s language
         * @description Only the invoice's two parties see it: its business's owner, and its customer once it is sent; anyone else gets 404. Both parties, the lines, tax, discount, payments and balance.
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a draft invoice to the customer (the business)
         * @description The invoice becomes `sent` and the customer gets it by e-mail in their language (by their quote e-mail setting). 409 unless a draft totalling more than $0.
         */
        post: operations["sendInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void an invoice without payments (the business)
         * @description Its number stays taken. 409 when already void or when payments are recorded.
         */
        post: operations["voidInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a payment received outside QuoteLocal (the business)
         * @description Cash, check, bank transfer or other: amount in cents (at most the balance), the day received, a reference. The invoice becomes `partly_paid` or `paid`. 409 unless sent or partly paid.
         */
        post: operations["recordOfflinePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/payment-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the business "I paid" (the customer)
         * @description A note, how it was paid and the amount (the balance when absent). One open notice at a time (409). Its business's owner is e-mailed (by their quote e-mail setting) and confirms it, which records the payment.
         */
        post: operations["claimInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/payment-claims/{claimId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the customer's "I paid" (the business)
         * @description The notice becomes a ledger payment of its amount, dated the day it was sent. 409 when already confirmed or when the invoice is no longer open.
         */
        post: operations["confirmInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/payment-claims/{claimId}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline the customer's "I paid" with a reason (the business)
         * @description The money did not arrive (or was already recorded by hand): the open notice is removed, nothing reaches the ledger, the customer may tell of a payment again and is e-mailed the reason in their language (by their quote e-mail setting). 409 when already confirmed.
         */
        post: operations["declineInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/payment-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's Stripe account: not connected, pending or active (its owner)
         * @description Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET card payments are off and this answers 404. Anyone but the owner gets 403 (404 for no such business).
         */
        get: operations["getPaymentAccount"];
        put?: never;
        /**
         * Connect the business to Stripe: its onboarding link (its owner)
         * @description Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET card payments are off and this answers 404. The connected account is made once per business; each call returns a fresh single-use onboarding link. Its status changes when Stripe's `account.updated` webhook says so.
         */
        post: operations["startPaymentOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay the invoice's balance by card through Stripe Checkout (the customer)
         * @description Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET card payments are off and this answers 404. The address of the Checkout page (the same while it is open and the balance unchanged). The business gets the payment less the platform fee; the invoice changes only when Stripe's webhook confirms the payment. 409 when the invoice is not open for payment or its business takes no card payments.
         */
        post: operations["startInvoiceCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund card payments of an invoice, all or part (the business or an admin)
         * @description Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET card payments are off and this answers 404. Newest payment first; the same `idempotencyKey` again refunds once. Stripe's answer is returned (202); the ledger shows the refund when Stripe's webhook confirms it. 409 when more is asked than is left to refund.
         */
        post: operations["refundInvoiceCardPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open card disputes, oldest first (admins) */
        get: operations["listCardDisputes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's events (Stripe only: signed with STRIPE_WEBHOOK_SECRET)
         * @description Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET card payments are off and this answers 404. A bad `Stripe-Signature` is 400 and changes nothing. Each event is applied once by its id; an event about a payment not yet known is 503 (Stripe sends it again).
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's booking settings, weekly hours and coming time off (owner only) */
        get: operations["getAvailability"];
        /**
         * Replace the company's booking settings and weekly hours (owner only)
         * @description Weekly ranges are minutes of a local day (0–1440) in `timeZone`, weekday 0 = Sunday; ranges of one day must not overlap. Visits last 15–480 minutes.
         */
        put: operations["putAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add time off: no slots are offered inside it (owner only) */
        post: operations["addTimeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/time-off/{timeOffId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove time off (owner only) */
        delete: operations["removeTimeOff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/companies/{companyId}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's free visit times over the next days (the quote's two parties)
         * @description `from` is a local date in the company's zone (default today), `days` how many days (1–62, default 14). Slots are UTC instants; none in the past, inside the minimum notice or beyond the days ahead.
         */
        get: operations["listVisitSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/next-available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listed company's first free visit time within 14 days (its page's 'Next available') */
        get: operations["getCompanyNextAvailable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/companies/{companyId}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a visit at one of the offered times (the quote's customer)
         * @description Confirmed at once when the business books instantly, else requested. A confirmation (here or by the business) e-mails both sides an .ics METHOD:REQUEST. A time taken meanwhile answers 409 'That time was just taken' with the slots still free.
         */
        post: operations["bookVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/{quoteId}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A quote's visits (its customer: all; a business: its own) */
        get: operations["listQuoteVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a requested visit (the business) */
        post: operations["confirmVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a requested visit (the business) */
        post: operations["declineVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/done": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a visit done once it has ended (the business) */
        post: operations["markVisitDone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/no-show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a visit no-show once it has ended (the business) */
        post: operations["markVisitNoShow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booked visit (either side)
         * @description Late (`lateCancellation`) when inside the company's minimum notice. A confirmed visit's `sequence` goes up and both sides get an e-mail with the .ics METHOD:CANCEL (same UID).
         */
        post: operations["cancelVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a booked visit to another offered time (either side)
         * @description Raises the visit's `sequence`; a confirmed visit's two sides get an e-mail with the .ics METHOD:REQUEST (same UID, the new SEQUENCE). A time taken meanwhile answers 409 'That time was just taken' with the slots still free.
         */
        post: operations["rescheduleVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or replace your private calendar feed address
         * @description Answers the secret address (`/api/calendar/{token}.ics`) once: only its hash is kept. Calling again replaces it, and the old address stops answering. The feed lists your visits, as a customer and as a business owner, from 30 days back to a year ahead.
         */
        post: operations["rotateCalendarFeed"];
        /** Revoke your private calendar feed address (no feed: still 204) */
        delete: operations["revokeCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A person's visits as an iCalendar feed, for calendar apps to subscribe to
         * @description `file` is `{token}.ics` from POST /api/me/calendar-feed; the secret is the only credential (no cookie). An unknown or revoked token, or a suspended or deleted account, answers 404.
         */
        get: operations["getCalendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first
         * @description A page of 20, keyset by id: pass `nextBefore` as `before` for the next one. With the unread count.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the caller's notifications are unread */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all the caller's notifications read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of the caller's notifications read
         * @description Another user's notification answers 404, as one that does not exist.
         */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key to subscribe with (null: push is off) */
        get: operations["getPushConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Receive push notifications on this browser (the caller's subscription) */
        post: operations["savePushSubscription"];
        /** Stop push notifications on this browser (only your own subscription) */
        delete: operations["deletePushSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/review-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business's review invitations and their state (its owner) */
        get: operations["listReviewInvitations"];
        put?: never;
        /** Invite a past customer to review the business by e-mail (its owner) */
        post: operations["sendReviewInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review-invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The business a review invitation link is from, while the link can be used */
        get: operations["getReviewInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review-invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Use a review invitation link: the signed-in user may then review the business */
        post: operations["acceptReviewInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ratings/company/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's reviews */
        get: operations["listCompanyRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ratings/company/{id}/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's visible reviews counted by source: verified hires and invited ones */
        get: operations["getCompanyRatingBreakdown"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ratings/user/{userId}/company/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's review of a company, if any */
        get: operations["getUserRating"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/can-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the signed-in user may review a company */
        get: operations["canRateCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a company */
        post: operations["rateCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ratings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a review (its author) */
        put: operations["updateRating"];
        post?: never;
        /** Delete a review (its author) */
        delete: operations["deleteRating"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ratings/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write or edit the business's public reply to a review (an owner of the company) */
        put: operations["replyToRating"];
        post?: never;
        /** Delete the business's reply to a review (an owner of the company) */
        delete: operations["deleteRatingReply"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company's questions: the answered ones and the caller's own; its owner sees all, unanswered first */
        get: operations["listCompanyQuestions"];
        put?: never;
        /** Ask a company a public question (a few a day per account) */
        post: operations["askCompanyQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/questions/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write or edit the business's public answer to a question (its owner) */
        put: operations["answerCompanyQuestion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete an unanswered question (its asker) */
        delete: operations["deleteCompanyQuestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a review, a message received, a company or a user to the moderators */
        post: operations["createReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard figures for admins */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The moderation queue: reports by status and type, oldest first, each with its item */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close a report without acting on its item; its reporter is told by e-mail */
        post: operations["dismissReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appeals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suspended accounts’ appeals by status, oldest first, with the suspension’s reason */
        get: operations["listAppeals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/appeals/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer an appeal without lifting the suspension; the person is told the reason by e-mail (restoring the account grants it) */
        post: operations["dismissAppeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a review from the public (upholds the open reports on it) */
        post: operations["hideReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reviews/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden review again (upholds the open reports on it) */
        post: operations["restoreReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/questions/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a question from its company page (upholds the open reports on it) */
        post: operations["hideQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/questions/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden question again (upholds the open reports on it) */
        post: operations["restoreQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/answers/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a business's answer to a question (upholds the open reports on it) */
        post: operations["hideAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/answers/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden answer again (upholds the open reports on it) */
        post: operations["restoreAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a company from the public (upholds the open reports on it) */
        post: operations["hideCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show a hidden company again (upholds the open reports on it) */
        post: operations["restoreCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend an account: its sessions end, its companies and reviews leave public pages; the person is e-mailed the reason and how to appeal (upholds the open reports on it) */
        post: operations["suspendUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a suspension (grants the open appeal, if any); the person is told by e-mail (upholds the open reports on it) */
        post: operations["restoreUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log of admin actions, newest first */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find accounts by name or e-mail address, newest first */
        get: operations["searchUsersAsAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account, its companies, the reports about it and what admins did to it */
        get: operations["getUserAsAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find companies by name, e-mail address or owner's e-mail address, newest first */
        get: operations["searchCompaniesAsAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A company, the reports about it and what admins did to it */
        get: operations["getCompanyAsAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/held-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages held for review: waiting ones first, oldest first, with their context */
        get: operations["listHeldMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/held-messages/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deliver a held message to the other side, as if sent now */
        post: operations["approveHeldMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/held-messages/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Never deliver a held message; its sender sees it as not delivered */
        post: operations["rejectHeldMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blocked-words": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blocked words: a message holding one is held for review */
        get: operations["listBlockedWords"];
        put?: never;
        /** Block a word (or phrase), matched whole and whatever the case */
        post: operations["addBlockedWord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/blocked-words/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unblock a word */
        delete: operations["removeBlockedWord"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Credentials waiting for verification, oldest first (admins) */
        get: operations["listPendingCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credentials/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a pending credential verified: the day checked and how (admins) */
        post: operations["verifyCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credentials/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending credential; the reason is e-mailed to the business (admins) */
        post: operations["rejectCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not ready: `failing` names the checks that failed. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                        failing: ("database" | "migrations" | "realtime")[];
                    };
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    email: string;
                    password: string;
                    confirmPassword: string;
                    /** @enum {boolean} */
                    terms: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        user: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            isVerified: boolean;
                            isAdmin: boolean;
                            phoneNumber: string | null;
                            emailNotifications: boolean;
                            emailNotificationsQuotes: boolean;
                            emailNotificationsMessages: boolean;
                            textNotifications: boolean;
                            /** @enum {string} */
                            locale: "en" | "es";
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        user: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            isVerified: boolean;
                            isAdmin: boolean;
                            phoneNumber: string | null;
                            emailNotifications: boolean;
                            emailNotificationsQuotes: boolean;
                            emailNotificationsMessages: boolean;
                            textNotifications: boolean;
                            /** @enum {string} */
                            locale: "en" | "es";
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The account is suspended (said only after the right password): `suspension` gives the reason and the appeal token. Also a cross-site request, without it */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        suspension?: {
                            reason: string;
                            suspendedAt: string;
                            appeal: {
                                /** @enum {string} */
                                status: "open" | "dismissed" | "granted";
                                createdAt: string;
                            } | null;
                            appealToken: string | null;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        isVerified: boolean;
                        isAdmin: boolean;
                        phoneNumber: string | null;
                        emailNotifications: boolean;
                        emailNotificationsQuotes: boolean;
                        emailNotificationsMessages: boolean;
                        textNotifications: boolean;
                        /** @enum {string} */
                        locale: "en" | "es";
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    checkEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exists: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the site: `/?verified=1`; `/?verified=already` for a used or lapsed link of an account verified by now; `/?verified=0` for a bad or expired link */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    resendVerificationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    verifyResetToken: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    appealSuspension: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        slug: string;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCategoriesWithSubcategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        slug: string;
                        subcategories: {
                            id: number;
                            name: string;
                            slug: string;
                        }[];
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        logo: string | null;
                        logoObjectId: number | null;
                        firstImage: {
                            objectUrl: string;
                        } | null;
                        category: string;
                        categoryName: string;
                        subcategories: {
                            name: string;
                            slug: string;
                        }[];
                        address: string;
                        city: string;
                        state: string;
                        zip: string;
                        isActive: boolean;
                        averageRating: number;
                        ratingsCount: number;
                        favoritesCount: number;
                        distance: number | null;
                        latitude: number | null;
                        longitude: number | null;
                        servesLocation: boolean | null;
                        topPro: boolean;
                        credentialBadges: {
                            /** @enum {string} */
                            kind: "licence" | "insurance";
                            verifiedOn: string;
                        }[];
                        categoryId: number;
                        ownerId: number;
                        phone: string;
                        email: string;
                        website: string | null;
                        serviceArea: {
                            /** @enum {string} */
                            kind: "radius" | "zips";
                            radiusMiles: number;
                            zips: string[];
                        };
                        leadSettings: {
                            pausedNewRequests: boolean;
                            weeklyRequestCap: number | null;
                        } | null;
                        responseTime: {
                            medianMinutes: number;
                            replies: number;
                        } | null;
                        responseRate: {
                            percent: number;
                            requests: number;
                        } | null;
                        noLongerOnQuoteLocal: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    description: string;
                    phone: string;
                    email: string;
                    website?: string;
                    address: string;
                    city: string;
                    state: string;
                    zip: string;
                    categoryId: number;
                    subcategories: string[];
                    logoObjectId?: number;
                    /** @enum {string} */
                    serviceArea?: "radius" | "zips";
                    serviceRadiusMiles?: number;
                    serviceZips?: string[];
                    pausedNewRequests?: boolean;
                    weeklyRequestCap?: number | null;
                };
                "application/json": {
                    name: string;
                    description: string;
                    phone: string;
                    email: string;
                    website?: string;
                    address: string;
                    city: string;
                    state: string;
                    zip: string;
                    categoryId: number;
                    subcategories: string[];
                    logoObjectId?: number;
                    /** @enum {string} */
                    serviceArea?: "radius" | "zips";
                    serviceRadiusMiles?: number;
                    serviceZips?: string[];
                    pausedNewRequests?: boolean;
                    weeklyRequestCap?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        logo: string | null;
                        logoObjectId: number | null;
                        firstImage: {
                            objectUrl: string;
                        } | null;
                        category: string;
                        categoryName: string;
                        subcategories: {
                            name: string;
                            slug: string;
                        }[];
                        address: string;
                        city: string;
                        state: string;
                        zip: string;
                        isActive: boolean;
                        averageRating: number;
                        ratingsCount: number;
                        favoritesCount: number;
                        distance: number | null;
                        latitude: number | null;
                        longitude: number | null;
                        servesLocation: boolean | null;
                        topPro: boolean;
                        credentialBadges: {
                            /** @enum {string} */
                            kind: "licence" | "insurance";
                            verifiedOn: string;
                        }[];
                        categoryId: number;
                        ownerId: number;
                        phone: string;
                        email: string;
                        website: string | null;
                        serviceArea: {
                            /** @enum {string} */
                            kind: "radius" | "zips";
                            radiusMiles: number;
                            zips: string[];
                        };
                        leadSettings: {
                            pausedNewRequests: boolean;
                            weeklyRequestCap: number | null;
                        } | null;
                        responseTime: {
                            medianMinutes: number;
                            replies: number;
                        } | null;
                        responseRate: {
                            percent: number;
                            requests: number;
                        } | null;
                        noLongerOnQuoteLocal: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCompanyImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        objectUrl: string;
                        caption: string | null;
                        displayOrder: number;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addCompanyPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        objectUrl: string;
                        caption: string | null;
                        displayOrder: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCostGuide: {
        parameters: {
            query?: {
                state?: string;
                zip?: string;
            };
            header?: never;
            path: {
                categorySlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                        state: string | null;
                        figures: {
                            /** @enum {string} */
                            unit: "job" | "hour";
                            estimates: number;
                            companies: number;
                            p25Cents: number;
                            medianCents: number;
                            p75Cents: number;
                            histogram: {
                                fromCents: number;
                                toCents: number;
                                count: number;
                                /** @enum {string} */
                                tail?: "below" | "above";
                            }[];
                        }[];
                        states: string[];
                        computedAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    searchCompanies: {
        parameters: {
            query?: {
                sort?: "relevance" | "topRated" | "mostReviewed" | "favorites";
                page?: number;
                limit?: number;
                favorites?: "true" | "false";
                licensedAndInsured?: "true" | "false";
                q?: string;
                search?: string;
                location?: string;
                category?: string;
                subcategory?: string;
                bounds?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string;
                            description: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            firstImage: {
                                objectUrl: string;
                            } | null;
                            category: string;
                            categoryName: string;
                            subcategories: {
                                name: string;
                                slug: string;
                            }[];
                            address: string;
                            city: string;
                            state: string;
                            zip: string;
                            isActive: boolean;
                            averageRating: number;
                            ratingsCount: number;
                            favoritesCount: number;
                            distance: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            servesLocation: boolean | null;
                            topPro: boolean;
                            credentialBadges: {
                                /** @enum {string} */
                                kind: "licence" | "insurance";
                                verifiedOn: string;
                            }[];
                            nextAvailable: {
                                startsAt: string;
                                timeZone: string;
                            } | null;
                        }[];
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                        location: {
                            zip: string;
                            city: string;
                            state: string;
                            radiusMiles: number;
                            latitude: number;
                            longitude: number;
                        } | null;
                        correctedQuery: string | null;
                        notice: string | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCategoryCompanies: {
        parameters: {
            query?: {
                sort?: "relevance" | "topRated" | "mostReviewed" | "favorites";
                page?: number;
                limit?: number;
                favorites?: "true" | "false";
                licensedAndInsured?: "true" | "false";
                subcategory?: string;
            };
            header?: never;
            path: {
                categoryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            id: number;
                            name: string;
                            description: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            firstImage: {
                                objectUrl: string;
                            } | null;
                            category: string;
                            categoryName: string;
                            subcategories: {
                                name: string;
                                slug: string;
                            }[];
                            address: string;
                            city: string;
                            state: string;
                            zip: string;
                            isActive: boolean;
                            averageRating: number;
                            ratingsCount: number;
                            favoritesCount: number;
                            distance: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            servesLocation: boolean | null;
                            topPro: boolean;
                            credentialBadges: {
                                /** @enum {string} */
                                kind: "licence" | "insurance";
                                verifiedOn: string;
                            }[];
                            nextAvailable: {
                                startsAt: string;
                                timeZone: string;
                            } | null;
                        }[];
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCategoryCompaniesBySlug: {
        parameters: {
            query?: {
                sort?: "relevance" | "topRated" | "mostReviewed" | "favorites";
                page?: number;
                limit?: number;
                favorites?: "true" | "false";
                licensedAndInsured?: "true" | "false";
                subcategory?: string;
            };
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            id: number;
                            name: string;
                            description: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            firstImage: {
                                objectUrl: string;
                            } | null;
                            category: string;
                            categoryName: string;
                            subcategories: {
                                name: string;
                                slug: string;
                            }[];
                            address: string;
                            city: string;
                            state: string;
                            zip: string;
                            isActive: boolean;
                            averageRating: number;
                            ratingsCount: number;
                            favoritesCount: number;
                            distance: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            servesLocation: boolean | null;
                            topPro: boolean;
                            credentialBadges: {
                                /** @enum {string} */
                                kind: "licence" | "insurance";
                                verifiedOn: string;
                            }[];
                            nextAvailable: {
                                startsAt: string;
                                timeZone: string;
                            } | null;
                        }[];
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                        category: {
                            id: number;
                            name: string;
                            slug: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    recordCompanyView: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCompanyInsights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: number;
                        companyName: string;
                        weeks: {
                            weekStart: string;
                            appearances: number;
                            profileViews: number;
                            requestsReceived: number;
                            requestsAnswered: number;
                            medianResponseMinutes: number | null;
                            estimatesSent: number;
                            hires: number;
                            winRate: number | null;
                            valueQuotedCents: number;
                            valueWonCents: number;
                            invoicedCents: number;
                            collectedCents: number;
                            outstandingCents: number;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    downloadCompanyInsights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The weeks as CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyIds: number[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyIds: number[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    removeFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyIds: number[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPostalCodeForVisitor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        postalCode: string | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getMapTiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        attribution: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        objectId: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getObject: {
        parameters: {
            query?: {
                variant?: "original" | "web" | "thumb";
            };
            header?: never;
            path: {
                objectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image (JPEG, PNG, GIF, WebP or SVG), with an ETag */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Not modified: If-None-Match names the current ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    name: string;
                    description: string;
                    phone: string;
                    email: string;
                    website?: string;
                    address: string;
                    city: string;
                    state: string;
                    zip: string;
                    categoryId: number;
                    subcategories: string[];
                    logoObjectId?: number;
                    /** @enum {string} */
                    serviceArea?: "radius" | "zips";
                    serviceRadiusMiles?: number;
                    serviceZips?: string[];
                    pausedNewRequests?: boolean;
                    weeklyRequestCap?: number | null;
                };
                "application/json": {
                    name: string;
                    description: string;
                    phone: string;
                    email: string;
                    website?: string;
                    address: string;
                    city: string;
                    state: string;
                    zip: string;
                    categoryId: number;
                    subcategories: string[];
                    logoObjectId?: number;
                    /** @enum {string} */
                    serviceArea?: "radius" | "zips";
                    serviceRadiusMiles?: number;
                    serviceZips?: string[];
                    pausedNewRequests?: boolean;
                    weeklyRequestCap?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        logo: string | null;
                        logoObjectId: number | null;
                        firstImage: {
                            objectUrl: string;
                        } | null;
                        category: string;
                        categoryName: string;
                        subcategories: {
                            name: string;
                            slug: string;
                        }[];
                        address: string;
                        city: string;
                        state: string;
                        zip: string;
                        isActive: boolean;
                        averageRating: number;
                        ratingsCount: number;
                        favoritesCount: number;
                        distance: number | null;
                        latitude: number | null;
                        longitude: number | null;
                        servesLocation: boolean | null;
                        topPro: boolean;
                        credentialBadges: {
                            /** @enum {string} */
                            kind: "licence" | "insurance";
                            verifiedOn: string;
                        }[];
                        categoryId: number;
                        ownerId: number;
                        phone: string;
                        email: string;
                        website: string | null;
                        serviceArea: {
                            /** @enum {string} */
                            kind: "radius" | "zips";
                            radiusMiles: number;
                            zips: string[];
                        };
                        leadSettings: {
                            pausedNewRequests: boolean;
                            weeklyRequestCap: number | null;
                        } | null;
                        responseTime: {
                            medianMinutes: number;
                            replies: number;
                        } | null;
                        responseRate: {
                            percent: number;
                            requests: number;
                        } | null;
                        noLongerOnQuoteLocal: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setCompanyLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    logoObjectId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        logo: string | null;
                        logoObjectId: number | null;
                        firstImage: {
                            objectUrl: string;
                        } | null;
                        category: string;
                        categoryName: string;
                        subcategories: {
                            name: string;
                            slug: string;
                        }[];
                        address: string;
                        city: string;
                        state: string;
                        zip: string;
                        isActive: boolean;
                        averageRating: number;
                        ratingsCount: number;
                        favoritesCount: number;
                        distance: number | null;
                        latitude: number | null;
                        longitude: number | null;
                        servesLocation: boolean | null;
                        topPro: boolean;
                        credentialBadges: {
                            /** @enum {string} */
                            kind: "licence" | "insurance";
                            verifiedOn: string;
                        }[];
                        categoryId: number;
                        ownerId: number;
                        phone: string;
                        email: string;
                        website: string | null;
                        serviceArea: {
                            /** @enum {string} */
                            kind: "radius" | "zips";
                            radiusMiles: number;
                            zips: string[];
                        };
                        leadSettings: {
                            pausedNewRequests: boolean;
                            weeklyRequestCap: number | null;
                        } | null;
                        responseTime: {
                            medianMinutes: number;
                            replies: number;
                        } | null;
                        responseRate: {
                            percent: number;
                            requests: number;
                        } | null;
                        noLongerOnQuoteLocal: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setCompanyActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        description: string;
                        logo: string | null;
                        logoObjectId: number | null;
                        firstImage: {
                            objectUrl: string;
                        } | null;
                        category: string;
                        categoryName: string;
                        subcategories: {
                            name: string;
                            slug: string;
                        }[];
                        address: string;
                        city: string;
                        state: string;
                        zip: string;
                        isActive: boolean;
                        averageRating: number;
                        ratingsCount: number;
                        favoritesCount: number;
                        distance: number | null;
                        latitude: number | null;
                        longitude: number | null;
                        servesLocation: boolean | null;
                        topPro: boolean;
                        credentialBadges: {
                            /** @enum {string} */
                            kind: "licence" | "insurance";
                            verifiedOn: string;
                        }[];
                        categoryId: number;
                        ownerId: number;
                        phone: string;
                        email: string;
                        website: string | null;
                        serviceArea: {
                            /** @enum {string} */
                            kind: "radius" | "zips";
                            radiusMiles: number;
                            zips: string[];
                        };
                        leadSettings: {
                            pausedNewRequests: boolean;
                            weeklyRequestCap: number | null;
                        } | null;
                        responseTime: {
                            medianMinutes: number;
                            replies: number;
                        } | null;
                        responseRate: {
                            percent: number;
                            requests: number;
                        } | null;
                        noLongerOnQuoteLocal: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listMyCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            id: number;
                            name: string;
                            description: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            firstImage: {
                                objectUrl: string;
                            } | null;
                            category: string;
                            categoryName: string;
                            subcategories: {
                                name: string;
                                slug: string;
                            }[];
                            address: string;
                            city: string;
                            state: string;
                            zip: string;
                            isActive: boolean;
                            averageRating: number;
                            ratingsCount: number;
                            favoritesCount: number;
                            distance: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            servesLocation: boolean | null;
                            topPro: boolean;
                            credentialBadges: {
                                /** @enum {string} */
                                kind: "licence" | "insurance";
                                verifiedOn: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listUserCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            id: number;
                            name: string;
                            description: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            firstImage: {
                                objectUrl: string;
                            } | null;
                            category: string;
                            categoryName: string;
                            subcategories: {
                                name: string;
                                slug: string;
                            }[];
                            address: string;
                            city: string;
                            state: string;
                            zip: string;
                            isActive: boolean;
                            averageRating: number;
                            ratingsCount: number;
                            favoritesCount: number;
                            distance: number | null;
                            latitude: number | null;
                            longitude: number | null;
                            servesLocation: boolean | null;
                            topPro: boolean;
                            credentialBadges: {
                                /** @enum {string} */
                                kind: "licence" | "insurance";
                                verifiedOn: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteCompanyPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateCompanyPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    caption?: string | null;
                    displayOrder?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        objectUrl: string;
                        caption: string | null;
                        displayOrder: number;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCompanyProjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        title: string;
                        description: string;
                        subcategoryId: number;
                        trade: string;
                        city: string;
                        costMinCents: number | null;
                        costMaxCents: number | null;
                        completedMonth: string | null;
                        position: number;
                        hidden: boolean;
                        photos: {
                            id: number;
                            objectUrl: string;
                        }[];
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createCompanyProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    subcategoryId: number;
                    city: string;
                    costMinCents: number | null;
                    costMaxCents: number | null;
                    completedMonth: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        title: string;
                        description: string;
                        subcategoryId: number;
                        trade: string;
                        city: string;
                        costMinCents: number | null;
                        costMaxCents: number | null;
                        completedMonth: string | null;
                        position: number;
                        hidden: boolean;
                        photos: {
                            id: number;
                            objectUrl: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCompanyProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        title: string;
                        description: string;
                        subcategoryId: number;
                        trade: string;
                        city: string;
                        costMinCents: number | null;
                        costMaxCents: number | null;
                        completedMonth: string | null;
                        position: number;
                        hidden: boolean;
                        photos: {
                            id: number;
                            objectUrl: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateCompanyProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    subcategoryId: number;
                    city: string;
                    costMinCents: number | null;
                    costMaxCents: number | null;
                    completedMonth: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        title: string;
                        description: string;
                        subcategoryId: number;
                        trade: string;
                        city: string;
                        costMinCents: number | null;
                        costMaxCents: number | null;
                        completedMonth: string | null;
                        position: number;
                        hidden: boolean;
                        photos: {
                            id: number;
                            objectUrl: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteCompanyProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    reorderCompanyProjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    projectIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        title: string;
                        description: string;
                        subcategoryId: number;
                        trade: string;
                        city: string;
                        costMinCents: number | null;
                        costMaxCents: number | null;
                        completedMonth: string | null;
                        position: number;
                        hidden: boolean;
                        photos: {
                            id: number;
                            objectUrl: string;
                        }[];
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addCompanyProjectPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        title: string;
                        description: string;
                        subcategoryId: number;
                        trade: string;
                        city: string;
                        costMinCents: number | null;
                        costMaxCents: number | null;
                        completedMonth: string | null;
                        position: number;
                        hidden: boolean;
                        photos: {
                            id: number;
                            objectUrl: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteCompanyProjectPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                projectId: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        title: string;
                        description: string;
                        subcategoryId: number;
                        trade: string;
                        city: string;
                        costMinCents: number | null;
                        costMaxCents: number | null;
                        completedMonth: string | null;
                        position: number;
                        hidden: boolean;
                        photos: {
                            id: number;
                            objectUrl: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCompanyCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        credentials: {
                            id: number;
                            companyId: number;
                            /** @enum {string} */
                            kind: "licence" | "insurance";
                            trade: string | null;
                            issuingState: string | null;
                            licenceNumber: string | null;
                            insurer: string | null;
                            policyType: string | null;
                            coverageCents: number | null;
                            expiresOn: string;
                            /** @enum {string} */
                            status: "pending" | "verified" | "rejected" | "expired";
                            verifiedOn: string | null;
                            verifiedHow: string | null;
                            rejectedReason: string | null;
                            renewsId: number | null;
                            documentUrl: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addCompanyCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        /** @enum {string} */
                        kind: "licence" | "insurance";
                        trade: string | null;
                        issuingState: string | null;
                        licenceNumber: string | null;
                        insurer: string | null;
                        policyType: string | null;
                        coverageCents: number | null;
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        verifiedOn: string | null;
                        verifiedHow: string | null;
                        rejectedReason: string | null;
                        renewsId: number | null;
                        documentUrl: string;
                        createdAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    renewCompanyCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                credentialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        /** @enum {string} */
                        kind: "licence" | "insurance";
                        trade: string | null;
                        issuingState: string | null;
                        licenceNumber: string | null;
                        insurer: string | null;
                        policyType: string | null;
                        coverageCents: number | null;
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        verifiedOn: string | null;
                        verifiedHow: string | null;
                        rejectedReason: string | null;
                        renewsId: number | null;
                        documentUrl: string;
                        createdAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteCompanyCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                credentialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCredentialDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                credentialId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF or image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/*": string;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailNotifications?: boolean;
                    emailNotificationsQuotes?: boolean;
                    emailNotificationsMessages?: boolean;
                    textNotifications?: boolean;
                    phoneNumber?: string;
                    smsTermsAccepted?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        isVerified: boolean;
                        isAdmin: boolean;
                        phoneNumber: string | null;
                        emailNotifications: boolean;
                        emailNotificationsQuotes: boolean;
                        emailNotificationsMessages: boolean;
                        textNotifications: boolean;
                        /** @enum {string} */
                        locale: "en" | "es";
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setLocale: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    locale: "en" | "es";
                };
            };
        };
        responses: {
            /** @description The language is chosen: the `ql_locale` cookie is set */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP archive */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                status?: "draft" | "in_progress" | "completed" | "all";
                stage?: "draft" | "requested" | "quotes_in" | "hired" | "job_done" | "reviewed" | "closed" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            quoteName: string;
                            description: string;
                            /** @enum {string} */
                            status: "draft" | "submitted" | "in_progress" | "completed";
                            createdAt: string;
                            companyCount: number;
                            imageCount: number;
                            unreadCount: number;
                            /** @enum {string} */
                            stage: "draft" | "requested" | "quotes_in" | "hired" | "job_done" | "reviewed" | "closed";
                            hiredCompany: {
                                id: number;
                                name: string;
                            } | null;
                            agreedEstimate: {
                                id: number;
                                quoteId: number;
                                companyId: number;
                                revision: number;
                                /** @enum {string} */
                                priceType: "fixed" | "range" | "hourly";
                                priceCents: number | null;
                                minCents: number | null;
                                maxCents: number | null;
                                hourlyRateCents: number | null;
                                estimatedHours: number | null;
                                includes: string;
                                earliestStart: string;
                                validUntil: string;
                                depositCents: number | null;
                                depositPercent: number | null;
                                createdAt: string;
                            } | null;
                            nextVisit?: {
                                id: number;
                                companyId: number;
                                startsAt: string;
                                endsAt: string;
                                /** @enum {string} */
                                status: "requested" | "confirmed";
                                timeZone: string;
                            } | null;
                        }[];
                        total: number;
                        totalPages: number;
                        counts: {
                            all: number;
                            draft: number;
                            in_progress: number;
                            completed: number;
                        };
                        stageCounts: {
                            draft: number;
                            requested: number;
                            quotes_in: number;
                            hired: number;
                            job_done: number;
                            reviewed: number;
                            closed: number;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quoteName?: string;
                    description?: string;
                    companyIds: number[];
                    jobZip?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        reused: boolean;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        reused: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createMatchedQuote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    categorySlug: string;
                    jobZip?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        reused: boolean;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        reused: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        quoteName: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "in_progress" | "completed";
                        createdAt: string;
                        submittedAt: string | null;
                        hiredCompanyId: number | null;
                        hiredAt: string | null;
                        /** @enum {string} */
                        stage: "draft" | "requested" | "quotes_in" | "hired" | "job_done" | "reviewed" | "closed";
                        jobDone: {
                            markedAt: string;
                            /** @enum {string} */
                            markedBy: "company" | "user";
                            confirmedAt: string | null;
                        } | null;
                        companies: {
                            id: number;
                            name: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            city: string;
                            state: string;
                        }[];
                        images: {
                            id: number;
                            objectUrl: string;
                            caption: string | null;
                        }[];
                        companyCount: number;
                        job: {
                            jobZip: string | null;
                            jobAddress: string | null;
                            /** @enum {string} */
                            timing: "flexible" | "within_week" | "on_date";
                            timingDate: string | null;
                            answers: {
                                [key: string]: string;
                            };
                            categorySlug: string | null;
                        };
                        match: {
                            categorySlug: string;
                            categoryName: string;
                            waiting: number;
                            accepted: {
                                companyId: number;
                                name: string;
                                logo: string | null;
                                city: string;
                                state: string;
                                averageRating: number;
                                ratingsCount: number;
                                acceptedAt: string;
                            }[];
                            exhausted: boolean;
                        } | null;
                        withdrawal: {
                            /** @enum {string|null} */
                            reason: "hired_elsewhere" | "no_longer_needed" | "too_expensive" | "doing_it_myself" | "other" | null;
                            note: string | null;
                            withdrawnAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quoteName: string;
                    description: string;
                    jobZip?: string | "";
                    jobAddress?: string;
                    /** @enum {string} */
                    timing?: "flexible" | "within_week" | "on_date";
                    timingDate?: string | null;
                    answers?: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        quoteName: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "in_progress" | "completed";
                        createdAt: string;
                        submittedAt: string | null;
                        hiredCompanyId: number | null;
                        hiredAt: string | null;
                        /** @enum {string} */
                        stage: "draft" | "requested" | "quotes_in" | "hired" | "job_done" | "reviewed" | "closed";
                        jobDone: {
                            markedAt: string;
                            /** @enum {string} */
                            markedBy: "company" | "user";
                            confirmedAt: string | null;
                        } | null;
                        companies: {
                            id: number;
                            name: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            city: string;
                            state: string;
                        }[];
                        images: {
                            id: number;
                            objectUrl: string;
                            caption: string | null;
                        }[];
                        companyCount: number;
                        job: {
                            jobZip: string | null;
                            jobAddress: string | null;
                            /** @enum {string} */
                            timing: "flexible" | "within_week" | "on_date";
                            timingDate: string | null;
                            answers: {
                                [key: string]: string;
                            };
                            categorySlug: string | null;
                        };
                        match: {
                            categorySlug: string;
                            categoryName: string;
                            waiting: number;
                            accepted: {
                                companyId: number;
                                name: string;
                                logo: string | null;
                                city: string;
                                state: string;
                                averageRating: number;
                                ratingsCount: number;
                                acceptedAt: string;
                            }[];
                            exhausted: boolean;
                        } | null;
                        withdrawal: {
                            /** @enum {string|null} */
                            reason: "hired_elsewhere" | "no_longer_needed" | "too_expensive" | "doing_it_myself" | "other" | null;
                            note: string | null;
                            withdrawnAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteDraftQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    removeDraftQuoteCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        quoteName: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "in_progress" | "completed";
                        createdAt: string;
                        submittedAt: string | null;
                        hiredCompanyId: number | null;
                        hiredAt: string | null;
                        /** @enum {string} */
                        stage: "draft" | "requested" | "quotes_in" | "hired" | "job_done" | "reviewed" | "closed";
                        jobDone: {
                            markedAt: string;
                            /** @enum {string} */
                            markedBy: "company" | "user";
                            confirmedAt: string | null;
                        } | null;
                        companies: {
                            id: number;
                            name: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            city: string;
                            state: string;
                        }[];
                        images: {
                            id: number;
                            objectUrl: string;
                            caption: string | null;
                        }[];
                        companyCount: number;
                        job: {
                            jobZip: string | null;
                            jobAddress: string | null;
                            /** @enum {string} */
                            timing: "flexible" | "within_week" | "on_date";
                            timingDate: string | null;
                            answers: {
                                [key: string]: string;
                            };
                            categorySlug: string | null;
                        };
                        match: {
                            categorySlug: string;
                            categoryName: string;
                            waiting: number;
                            accepted: {
                                companyId: number;
                                name: string;
                                logo: string | null;
                                city: string;
                                state: string;
                                averageRating: number;
                                ratingsCount: number;
                                acceptedAt: string;
                            }[];
                            exhausted: boolean;
                        } | null;
                        withdrawal: {
                            /** @enum {string|null} */
                            reason: "hired_elsewhere" | "no_longer_needed" | "too_expensive" | "doing_it_myself" | "other" | null;
                            note: string | null;
                            withdrawnAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    submitQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    quoteName?: string;
                    description?: string;
                    jobZip?: string | "";
                    jobAddress?: string;
                    /** @enum {string} */
                    timing?: "flexible" | "within_week" | "on_date";
                    timingDate?: string | null;
                    answers?: {
                        [key: string]: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        quoteName: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "in_progress" | "completed";
                        createdAt: string;
                        submittedAt: string | null;
                        hiredCompanyId: number | null;
                        hiredAt: string | null;
                        /** @enum {string} */
                        stage: "draft" | "requested" | "quotes_in" | "hired" | "job_done" | "reviewed" | "closed";
                        jobDone: {
                            markedAt: string;
                            /** @enum {string} */
                            markedBy: "company" | "user";
                            confirmedAt: string | null;
                        } | null;
                        companies: {
                            id: number;
                            name: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            city: string;
                            state: string;
                        }[];
                        images: {
                            id: number;
                            objectUrl: string;
                            caption: string | null;
                        }[];
                        companyCount: number;
                        job: {
                            jobZip: string | null;
                            jobAddress: string | null;
                            /** @enum {string} */
                            timing: "flexible" | "within_week" | "on_date";
                            timingDate: string | null;
                            answers: {
                                [key: string]: string;
                            };
                            categorySlug: string | null;
                        };
                        match: {
                            categorySlug: string;
                            categoryName: string;
                            waiting: number;
                            accepted: {
                                companyId: number;
                                name: string;
                                logo: string | null;
                                city: string;
                                state: string;
                                averageRating: number;
                                ratingsCount: number;
                                acceptedAt: string;
                            }[];
                            exhausted: boolean;
                        } | null;
                        withdrawal: {
                            /** @enum {string|null} */
                            reason: "hired_elsewhere" | "no_longer_needed" | "too_expensive" | "doing_it_myself" | "other" | null;
                            note: string | null;
                            withdrawnAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Understood, but cannot be done now (for example no business to match a request with). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getQuoteJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quoteId: number;
                        companyId: number;
                        quoteName: string;
                        description: string;
                        images: {
                            id: number;
                            objectUrl: string;
                            caption: string | null;
                        }[];
                        jobZip: string | null;
                        jobPlace: string | null;
                        distanceMiles: number | null;
                        /** @enum {string} */
                        timing: "flexible" | "within_week" | "on_date";
                        timingDate: string | null;
                        answers: {
                            question: string;
                            answer: string;
                        }[];
                        jobAddress: string | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    withdrawQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "hired_elsewhere" | "no_longer_needed" | "too_expensive" | "doing_it_myself" | "other";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        quoteName: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "in_progress" | "completed";
                        createdAt: string;
                        submittedAt: string | null;
                        hiredCompanyId: number | null;
                        hiredAt: string | null;
                        /** @enum {string} */
                        stage: "draft" | "requested" | "quotes_in" | "hired" | "job_done" | "reviewed" | "closed";
                        jobDone: {
                            markedAt: string;
                            /** @enum {string} */
                            markedBy: "company" | "user";
                            confirmedAt: string | null;
                        } | null;
                        companies: {
                            id: number;
                            name: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            city: string;
                            state: string;
                        }[];
                        images: {
                            id: number;
                            objectUrl: string;
                            caption: string | null;
                        }[];
                        companyCount: number;
                        job: {
                            jobZip: string | null;
                            jobAddress: string | null;
                            /** @enum {string} */
                            timing: "flexible" | "within_week" | "on_date";
                            timingDate: string | null;
                            answers: {
                                [key: string]: string;
                            };
                            categorySlug: string | null;
                        };
                        match: {
                            categorySlug: string;
                            categoryName: string;
                            waiting: number;
                            accepted: {
                                companyId: number;
                                name: string;
                                logo: string | null;
                                city: string;
                                state: string;
                                averageRating: number;
                                ratingsCount: number;
                                acceptedAt: string;
                            }[];
                            exhausted: boolean;
                        } | null;
                        withdrawal: {
                            /** @enum {string|null} */
                            reason: "hired_elsewhere" | "no_longer_needed" | "too_expensive" | "doing_it_myself" | "other" | null;
                            note: string | null;
                            withdrawnAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    completeQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addQuoteImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        objectUrl: string;
                        caption: string | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteQuoteImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                imageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listLeads: {
        parameters: {
            query?: {
                status?: "offered" | "all";
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        leads: {
                            id: number;
                            /** @enum {string} */
                            status: "offered" | "accepted" | "passed" | "expired";
                            offeredAt: string;
                            expiresAt: string;
                            respondedAt: string | null;
                            job: {
                                quoteId: number;
                                companyId: number;
                                quoteName: string;
                                description: string;
                                images: {
                                    id: number;
                                    objectUrl: string;
                                    caption: string | null;
                                }[];
                                jobZip: string | null;
                                jobPlace: string | null;
                                distanceMiles: number | null;
                                /** @enum {string} */
                                timing: "flexible" | "within_week" | "on_date";
                                timingDate: string | null;
                                answers: {
                                    question: string;
                                    answer: string;
                                }[];
                                jobAddress: string | null;
                            };
                        }[];
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    acceptLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quoteId: number;
                        companyId: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    passLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "too_far" | "not_my_service" | "too_busy" | "job_too_small" | "spam" | "other";
                    details?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listConversations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: number;
                        company: {
                            name: string;
                            logo: string | null;
                            logoObjectId: number | null;
                        };
                        lastMessage: {
                            message: string;
                            /** @enum {string} */
                            senderType: "user" | "company";
                            createdAt: string;
                        } | null;
                        unreadCount: number;
                        businessGone: boolean;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        senderId: number;
                        /** @enum {string} */
                        senderType: "user" | "company";
                        message: string;
                        text: string;
                        image: string | null;
                        imageObjectId: number | null;
                        estimate: {
                            id: number;
                            quoteId: number;
                            companyId: number;
                            revision: number;
                            /** @enum {string} */
                            priceType: "fixed" | "range" | "hourly";
                            priceCents: number | null;
                            minCents: number | null;
                            maxCents: number | null;
                            hourlyRateCents: number | null;
                            estimatedHours: number | null;
                            includes: string;
                            earliestStart: string;
                            validUntil: string;
                            depositCents: number | null;
                            depositPercent: number | null;
                            createdAt: string;
                        } | null;
                        isRead: boolean;
                        createdAt: string;
                        seq: number;
                        /** @enum {string} */
                        held?: "pending_review" | "not_delivered";
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    sendMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        senderId: number;
                        /** @enum {string} */
                        senderType: "user" | "company";
                        message: string;
                        text: string;
                        image: string | null;
                        imageObjectId: number | null;
                        estimate: {
                            id: number;
                            quoteId: number;
                            companyId: number;
                            revision: number;
                            /** @enum {string} */
                            priceType: "fixed" | "range" | "hourly";
                            priceCents: number | null;
                            minCents: number | null;
                            maxCents: number | null;
                            hourlyRateCents: number | null;
                            estimatedHours: number | null;
                            includes: string;
                            earliestStart: string;
                            validUntil: string;
                            depositCents: number | null;
                            depositPercent: number | null;
                            createdAt: string;
                        } | null;
                        isRead: boolean;
                        createdAt: string;
                        seq: number;
                        /** @enum {string} */
                        held?: "pending_review" | "not_delivered";
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listVendorQuotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        quoteId: number;
                        companyId: number;
                        quoteName: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "in_progress" | "completed";
                        userId: number;
                        userFirstName: string;
                        userLastName: string;
                        companyName: string;
                        unreadCount: number;
                        lastMessageAt: string | null;
                        createdAt: string;
                        lastMessage: {
                            message: string;
                            /** @enum {string} */
                            senderType: "user" | "company";
                            createdAt: string;
                        } | null;
                        estimate: {
                            id: number;
                            quoteId: number;
                            companyId: number;
                            revision: number;
                            /** @enum {string} */
                            priceType: "fixed" | "range" | "hourly";
                            priceCents: number | null;
                            minCents: number | null;
                            maxCents: number | null;
                            hourlyRateCents: number | null;
                            estimatedHours: number | null;
                            includes: string;
                            earliestStart: string;
                            validUntil: string;
                            depositCents: number | null;
                            depositPercent: number | null;
                            createdAt: string;
                        } | null;
                        /** @enum {string|null} */
                        outcome: "hired" | "not_selected" | null;
                        jobDone: {
                            markedAt: string;
                            /** @enum {string} */
                            markedBy: "company" | "user";
                            confirmedAt: string | null;
                        } | null;
                        withdrawal: {
                            /** @enum {string|null} */
                            reason: "hired_elsewhere" | "no_longer_needed" | "too_expensive" | "doing_it_myself" | "other" | null;
                            note: string | null;
                            withdrawnAt: string;
                        } | null;
                        customerGone: boolean;
                        nextVisit?: {
                            id: number;
                            companyId: number;
                            startsAt: string;
                            endsAt: string;
                            /** @enum {string} */
                            status: "requested" | "confirmed";
                            timeZone: string;
                        } | null;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getQuoteUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getConversationUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCustomerUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getVendorUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUserUnreadMessagesCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUnreadMessagesCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listEstimates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        revision: number;
                        /** @enum {string} */
                        priceType: "fixed" | "range" | "hourly";
                        priceCents: number | null;
                        minCents: number | null;
                        maxCents: number | null;
                        hourlyRateCents: number | null;
                        estimatedHours: number | null;
                        includes: string;
                        earliestStart: string;
                        validUntil: string;
                        depositCents: number | null;
                        depositPercent: number | null;
                        createdAt: string;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    sendEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    depositCents?: number | null;
                    /** @default null */
                    depositPercent?: number | null;
                    includes: string;
                    earliestStart: string;
                    validUntil: string;
                    /** @enum {string} */
                    priceType: "fixed";
                    priceCents: number;
                } | {
                    /** @default null */
                    depositCents?: number | null;
                    /** @default null */
                    depositPercent?: number | null;
                    includes: string;
                    earliestStart: string;
                    validUntil: string;
                    /** @enum {string} */
                    priceType: "range";
                    minCents: number;
                    maxCents: number;
                } | {
                    /** @default null */
                    depositCents?: number | null;
                    /** @default null */
                    depositPercent?: number | null;
                    includes: string;
                    earliestStart: string;
                    validUntil: string;
                    /** @enum {string} */
                    priceType: "hourly";
                    hourlyRateCents: number;
                    estimatedHours: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        revision: number;
                        /** @enum {string} */
                        priceType: "fixed" | "range" | "hourly";
                        priceCents: number | null;
                        minCents: number | null;
                        maxCents: number | null;
                        hourlyRateCents: number | null;
                        estimatedHours: number | null;
                        includes: string;
                        earliestStart: string;
                        validUntil: string;
                        depositCents: number | null;
                        depositPercent: number | null;
                        createdAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    compareEstimates: {
        parameters: {
            query?: {
                location?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: number;
                        name: string;
                        logo: string | null;
                        city: string;
                        state: string;
                        isActive: boolean;
                        averageRating: number;
                        ratingsCount: number;
                        distanceMiles: number | null;
                        responseTime: {
                            medianMinutes: number;
                            replies: number;
                        } | null;
                        responseRate: {
                            percent: number;
                            requests: number;
                        } | null;
                        lastMessageAt: string | null;
                        estimate: {
                            id: number;
                            quoteId: number;
                            companyId: number;
                            revision: number;
                            /** @enum {string} */
                            priceType: "fixed" | "range" | "hourly";
                            priceCents: number | null;
                            minCents: number | null;
                            maxCents: number | null;
                            hourlyRateCents: number | null;
                            estimatedHours: number | null;
                            includes: string;
                            earliestStart: string;
                            validUntil: string;
                            depositCents: number | null;
                            depositPercent: number | null;
                            createdAt: string;
                        } | null;
                        revisions: number;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    hireCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        quoteName: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "in_progress" | "completed";
                        createdAt: string;
                        submittedAt: string | null;
                        hiredCompanyId: number | null;
                        hiredAt: string | null;
                        /** @enum {string} */
                        stage: "draft" | "requested" | "quotes_in" | "hired" | "job_done" | "reviewed" | "closed";
                        jobDone: {
                            markedAt: string;
                            /** @enum {string} */
                            markedBy: "company" | "user";
                            confirmedAt: string | null;
                        } | null;
                        companies: {
                            id: number;
                            name: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            city: string;
                            state: string;
                        }[];
                        images: {
                            id: number;
                            objectUrl: string;
                            caption: string | null;
                        }[];
                        companyCount: number;
                        job: {
                            jobZip: string | null;
                            jobAddress: string | null;
                            /** @enum {string} */
                            timing: "flexible" | "within_week" | "on_date";
                            timingDate: string | null;
                            answers: {
                                [key: string]: string;
                            };
                            categorySlug: string | null;
                        };
                        match: {
                            categorySlug: string;
                            categoryName: string;
                            waiting: number;
                            accepted: {
                                companyId: number;
                                name: string;
                                logo: string | null;
                                city: string;
                                state: string;
                                averageRating: number;
                                ratingsCount: number;
                                acceptedAt: string;
                            }[];
                            exhausted: boolean;
                        } | null;
                        withdrawal: {
                            /** @enum {string|null} */
                            reason: "hired_elsewhere" | "no_longer_needed" | "too_expensive" | "doing_it_myself" | "other" | null;
                            note: string | null;
                            withdrawnAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markJobDoneByBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markJobDone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        quoteName: string;
                        description: string;
                        /** @enum {string} */
                        status: "draft" | "submitted" | "in_progress" | "completed";
                        createdAt: string;
                        submittedAt: string | null;
                        hiredCompanyId: number | null;
                        hiredAt: string | null;
                        /** @enum {string} */
                        stage: "draft" | "requested" | "quotes_in" | "hired" | "job_done" | "reviewed" | "closed";
                        jobDone: {
                            markedAt: string;
                            /** @enum {string} */
                            markedBy: "company" | "user";
                            confirmedAt: string | null;
                        } | null;
                        companies: {
                            id: number;
                            name: string;
                            logo: string | null;
                            logoObjectId: number | null;
                            city: string;
                            state: string;
                        }[];
                        images: {
                            id: number;
                            objectUrl: string;
                            caption: string | null;
                        }[];
                        companyCount: number;
                        job: {
                            jobZip: string | null;
                            jobAddress: string | null;
                            /** @enum {string} */
                            timing: "flexible" | "within_week" | "on_date";
                            timingDate: string | null;
                            answers: {
                                [key: string]: string;
                            };
                            categorySlug: string | null;
                        };
                        match: {
                            categorySlug: string;
                            categoryName: string;
                            waiting: number;
                            accepted: {
                                companyId: number;
                                name: string;
                                logo: string | null;
                                city: string;
                                state: string;
                                averageRating: number;
                                ratingsCount: number;
                                acceptedAt: string;
                            }[];
                            exhausted: boolean;
                        } | null;
                        withdrawal: {
                            /** @enum {string|null} */
                            reason: "hired_elsewhere" | "no_longer_needed" | "too_expensive" | "doing_it_myself" | "other" | null;
                            note: string | null;
                            withdrawnAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dueDate?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listQuoteInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lines: {
                        description: string;
                        quantity: number;
                        unitPriceCents: number;
                    }[];
                    taxRateBp: number;
                    discountCents: number;
                    notes: string;
                    dueDate: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice (application/pdf) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    sendInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    voidInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    recordOfflinePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "cash" | "check" | "bank_transfer" | "other";
                    amountCents: number;
                    receivedOn: string;
                    /** @default  */
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    claimInvoicePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    note?: string;
                    /**
                     * @default other
                     * @enum {string}
                     */
                    method?: "cash" | "check" | "bank_transfer" | "other";
                    amountCents?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    confirmInvoicePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                claimId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    declineInvoicePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                claimId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        quoteId: number;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                        estimateId: number | null;
                        isDeposit: boolean;
                        depositInvoiceId: number | null;
                        depositCreditCents: number;
                        /** @enum {string} */
                        status: "draft" | "sent" | "partly_paid" | "paid" | "void" | "refunded" | "disputed";
                        currency: string;
                        lines: {
                            description: string;
                            quantity: number;
                            unitPriceCents: number;
                            amountCents: number;
                        }[];
                        taxRateBp: number;
                        discountCents: number;
                        subtotalCents: number;
                        taxCents: number;
                        totalCents: number;
                        paidCents: number;
                        balanceCents: number;
                        notes: string;
                        dueDate: string | null;
                        sentAt: string | null;
                        voidedAt: string | null;
                        createdAt: string;
                        ledger: {
                            id: number;
                            /** @enum {string} */
                            kind: "payment" | "refund" | "fee" | "payout";
                            amountCents: number;
                            currency: string;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other" | "card";
                            reference: string;
                            receivedOn: string;
                            recordedAt: string;
                        }[];
                        acceptsCards: boolean;
                        claims: {
                            id: number;
                            amountCents: number;
                            /** @enum {string} */
                            method: "cash" | "check" | "bank_transfer" | "other";
                            note: string;
                            createdAt: string;
                            confirmedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPaymentAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "not_connected" | "pending" | "active";
                        chargesEnabled: boolean;
                        payoutsEnabled: boolean;
                        detailsSubmitted: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    startPaymentOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "not_connected" | "pending" | "active";
                        chargesEnabled: boolean;
                        payoutsEnabled: boolean;
                        detailsSubmitted: boolean;
                        onboardingUrl: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    startInvoiceCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        amountCents: number;
                        expiresAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    refundInvoiceCardPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountCents?: number;
                    /** Format: uuid */
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        amountCents: number;
                        status: string;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCardDisputes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "open" | "won" | "lost";
                        amountCents: number;
                        reason: string;
                        openedAt: string;
                        invoiceId: number;
                        invoiceNumber: string;
                        companyId: number;
                        companyName: string;
                        customerId: number;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        duplicate: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: number;
                        /** @enum {string} */
                        bookingMode: "instant" | "request";
                        visitMinutes: number;
                        bufferMinutes: number;
                        minNoticeHours: number;
                        maxDaysAhead: number;
                        timeZone: string;
                        weekly: {
                            weekday: number;
                            startMinute: number;
                            endMinute: number;
                        }[];
                        timeOff: {
                            id: number;
                            startsAt: string;
                            endsAt: string;
                            note: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    putAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    bookingMode: "instant" | "request";
                    visitMinutes: number;
                    bufferMinutes: number;
                    minNoticeHours: number;
                    maxDaysAhead: number;
                    timeZone: string;
                    weekly: {
                        weekday: number;
                        startMinute: number;
                        endMinute: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: number;
                        /** @enum {string} */
                        bookingMode: "instant" | "request";
                        visitMinutes: number;
                        bufferMinutes: number;
                        minNoticeHours: number;
                        maxDaysAhead: number;
                        timeZone: string;
                        weekly: {
                            weekday: number;
                            startMinute: number;
                            endMinute: number;
                        }[];
                        timeOff: {
                            id: number;
                            startsAt: string;
                            endsAt: string;
                            note: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addTimeOff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    startsAt: string;
                    /** Format: date-time */
                    endsAt: string;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        startsAt: string;
                        endsAt: string;
                        note: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    removeTimeOff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                timeOffId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listVisitSlots: {
        parameters: {
            query?: {
                from?: string;
                days?: number;
            };
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timeZone: string;
                        visitMinutes: number;
                        /** @enum {string} */
                        bookingMode: "instant" | "request";
                        slots: string[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCompanyNextAvailable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nextAvailable: {
                            startsAt: string;
                            timeZone: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    bookVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    startsAt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        customerId: number;
                        startsAt: string;
                        endsAt: string;
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "cancelled" | "declined" | "done" | "no_show";
                        /** @enum {string|null} */
                        cancelledBy: "customer" | "business" | null;
                        cancelReason: string | null;
                        /** @enum {string|null} */
                        rescheduledBy: "customer" | "business" | null;
                        rescheduleReason: string | null;
                        lateCancellation: boolean;
                        sequence: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        slots: string[];
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listQuoteVisits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                quoteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        visits: {
                            id: number;
                            quoteId: number;
                            companyId: number;
                            customerId: number;
                            startsAt: string;
                            endsAt: string;
                            /** @enum {string} */
                            status: "requested" | "confirmed" | "cancelled" | "declined" | "done" | "no_show";
                            /** @enum {string|null} */
                            cancelledBy: "customer" | "business" | null;
                            cancelReason: string | null;
                            /** @enum {string|null} */
                            rescheduledBy: "customer" | "business" | null;
                            rescheduleReason: string | null;
                            lateCancellation: boolean;
                            sequence: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    confirmVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        customerId: number;
                        startsAt: string;
                        endsAt: string;
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "cancelled" | "declined" | "done" | "no_show";
                        /** @enum {string|null} */
                        cancelledBy: "customer" | "business" | null;
                        cancelReason: string | null;
                        /** @enum {string|null} */
                        rescheduledBy: "customer" | "business" | null;
                        rescheduleReason: string | null;
                        lateCancellation: boolean;
                        sequence: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    declineVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        customerId: number;
                        startsAt: string;
                        endsAt: string;
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "cancelled" | "declined" | "done" | "no_show";
                        /** @enum {string|null} */
                        cancelledBy: "customer" | "business" | null;
                        cancelReason: string | null;
                        /** @enum {string|null} */
                        rescheduledBy: "customer" | "business" | null;
                        rescheduleReason: string | null;
                        lateCancellation: boolean;
                        sequence: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markVisitDone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        customerId: number;
                        startsAt: string;
                        endsAt: string;
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "cancelled" | "declined" | "done" | "no_show";
                        /** @enum {string|null} */
                        cancelledBy: "customer" | "business" | null;
                        cancelReason: string | null;
                        /** @enum {string|null} */
                        rescheduledBy: "customer" | "business" | null;
                        rescheduleReason: string | null;
                        lateCancellation: boolean;
                        sequence: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markVisitNoShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        customerId: number;
                        startsAt: string;
                        endsAt: string;
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "cancelled" | "declined" | "done" | "no_show";
                        /** @enum {string|null} */
                        cancelledBy: "customer" | "business" | null;
                        cancelReason: string | null;
                        /** @enum {string|null} */
                        rescheduledBy: "customer" | "business" | null;
                        rescheduleReason: string | null;
                        lateCancellation: boolean;
                        sequence: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    cancelVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        customerId: number;
                        startsAt: string;
                        endsAt: string;
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "cancelled" | "declined" | "done" | "no_show";
                        /** @enum {string|null} */
                        cancelledBy: "customer" | "business" | null;
                        cancelReason: string | null;
                        /** @enum {string|null} */
                        rescheduledBy: "customer" | "business" | null;
                        rescheduleReason: string | null;
                        lateCancellation: boolean;
                        sequence: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rescheduleVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    startsAt: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        quoteId: number;
                        companyId: number;
                        customerId: number;
                        startsAt: string;
                        endsAt: string;
                        /** @enum {string} */
                        status: "requested" | "confirmed" | "cancelled" | "declined" | "done" | "no_show";
                        /** @enum {string|null} */
                        cancelledBy: "customer" | "business" | null;
                        cancelReason: string | null;
                        /** @enum {string|null} */
                        rescheduledBy: "customer" | "business" | null;
                        rescheduleReason: string | null;
                        lateCancellation: boolean;
                        sequence: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                        slots: string[];
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rotateCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    revokeCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed (text/calendar) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        notifications: {
                            id: number;
                            /** @enum {string} */
                            kind: "request" | "lead" | "message" | "estimate" | "hire" | "not_selected" | "job_done" | "review" | "review_reply" | "report_outcome" | "request_closed" | "visit" | "credential" | "question" | "question_answer";
                            title: string;
                            body: string;
                            link: string;
                            createdAt: string;
                            readAt: string | null;
                        }[];
                        nextBefore: number | null;
                        unreadCount: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    countUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        unreadCount: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPushConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    savePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deletePushSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listReviewInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            id: number;
                            email: string;
                            name: string;
                            note: string | null;
                            /** @enum {string} */
                            state: "sent" | "reviewed" | "expired";
                            sentAt: string;
                            expiresAt: string;
                        }[];
                        remaining: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    sendReviewInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        email: string;
                        name: string;
                        note: string | null;
                        /** @enum {string} */
                        state: "sent" | "reviewed" | "expired";
                        sentAt: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getReviewInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: number;
                        companyName: string;
                        name: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    acceptReviewInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyId: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCompanyRatings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        companyId: number;
                        rating: number;
                        comment: string | null;
                        createdAt: string;
                        updatedAt: string;
                        userFirstName: string;
                        verifiedHire: boolean;
                        /** @enum {string} */
                        source: "quote_request" | "invitation";
                        reply: {
                            body: string;
                            companyName: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCompanyRatingBreakdown: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        verifiedHire: number;
                        invited: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUserRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        companyId: number;
                        rating: number;
                        comment: string | null;
                        createdAt: string;
                        updatedAt: string;
                        userFirstName: string;
                        verifiedHire: boolean;
                        /** @enum {string} */
                        source: "quote_request" | "invitation";
                        reply: {
                            body: string;
                            companyName: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                    } | null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    canRateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        canRate: boolean;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    comment?: string | null;
                    companyId?: unknown;
                    userId?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        companyId: number;
                        rating: number;
                        comment: string | null;
                        createdAt: string;
                        updatedAt: string;
                        userFirstName: string;
                        verifiedHire: boolean;
                        /** @enum {string} */
                        source: "quote_request" | "invitation";
                        reply: {
                            body: string;
                            companyName: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    comment?: string | null;
                    companyId?: unknown;
                    userId?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        companyId: number;
                        rating: number;
                        comment: string | null;
                        createdAt: string;
                        updatedAt: string;
                        userFirstName: string;
                        verifiedHire: boolean;
                        /** @enum {string} */
                        source: "quote_request" | "invitation";
                        reply: {
                            body: string;
                            companyName: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    replyToRating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        userId: number;
                        companyId: number;
                        rating: number;
                        comment: string | null;
                        createdAt: string;
                        updatedAt: string;
                        userFirstName: string;
                        verifiedHire: boolean;
                        /** @enum {string} */
                        source: "quote_request" | "invitation";
                        reply: {
                            body: string;
                            companyName: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteRatingReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCompanyQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        askerId: number;
                        askerFirstName: string;
                        body: string;
                        createdAt: string;
                        answer: {
                            body: string;
                            companyName: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                    }[];
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    askCompanyQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        askerId: number;
                        askerFirstName: string;
                        body: string;
                        createdAt: string;
                        answer: {
                            body: string;
                            companyName: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    answerCompanyQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        askerId: number;
                        askerFirstName: string;
                        body: string;
                        createdAt: string;
                        answer: {
                            body: string;
                            companyName: string;
                            createdAt: string;
                            updatedAt: string;
                        } | null;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteCompanyQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    targetType: "review" | "message" | "company" | "user" | "question" | "answer";
                    targetId: number;
                    /** @enum {string} */
                    reason: "spam" | "offensive" | "fake" | "scam" | "other";
                    details?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests: try again later. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: number;
                        companies: number;
                        activeCompanies: number;
                        categories: number;
                        ratings: number;
                        openReports: number;
                        heldMessages: number;
                        openAppeals: number;
                        quotes: {
                            draft: number;
                            submitted: number;
                            in_progress: number;
                            completed: number;
                        };
                        messagesLast7Days: number;
                        payments: {
                            volumeCents: number;
                            platformFeesCents: number;
                            refundsCents: number;
                            openDisputes: number;
                        };
                        recentActivity: {
                            /** @enum {string} */
                            kind: "signup" | "listing" | "quote" | "review";
                            text: string;
                            at: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                type?: "review" | "message" | "company" | "user" | "question" | "answer";
                status?: "open" | "dismissed" | "upheld";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reports: {
                            id: number;
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer";
                            targetId: number;
                            /** @enum {string} */
                            reason: "spam" | "offensive" | "fake" | "scam" | "other";
                            details: string | null;
                            /** @enum {string} */
                            status: "open" | "dismissed" | "upheld";
                            createdAt: string;
                            reporter: {
                                id: number;
                                name: string;
                            };
                            resolvedAt: string | null;
                            resolvedBy: string | null;
                            resolution: string | null;
                            item: {
                                /** @enum {string} */
                                type: "review" | "message" | "company" | "user" | "question" | "answer";
                                id: number;
                                exists: boolean;
                                title: string;
                                text: string | null;
                                link: string | null;
                                hidden: boolean;
                                responsibleUserId: number | null;
                                companyId: number | null;
                                surrounding: {
                                    id: number;
                                    author: string;
                                    text: string;
                                    at: string;
                                    reported: boolean;
                                }[];
                            };
                        }[];
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    dismissReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAppeals: {
        parameters: {
            query?: {
                status?: "open" | "dismissed" | "granted";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appeals: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "dismissed" | "granted";
                            message: string;
                            createdAt: string;
                            resolvedAt: string | null;
                            resolvedBy: string | null;
                            resolution: string | null;
                            user: {
                                id: number;
                                name: string;
                                email: string;
                                suspended: boolean;
                            };
                            suspension: {
                                reason: string;
                                at: string;
                            } | null;
                        }[];
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    dismissAppeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    hideReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    restoreReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    hideQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    restoreQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    hideAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    restoreAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    hideCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    restoreCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    suspendUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    restoreUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    reportId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                        resolvedReports: number;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        }[];
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    searchUsersAsAdmin: {
        parameters: {
            query?: {
                q?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            isVerified: boolean;
                            suspended: boolean;
                            createdAt: string;
                            companies: number;
                            openReports: number;
                        }[];
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getUserAsAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        isVerified: boolean;
                        suspended: boolean;
                        createdAt: string;
                        companies: number;
                        openReports: number;
                        ownedCompanies: {
                            id: number;
                            name: string;
                            city: string;
                            state: string;
                            ownerId: number;
                            ownerEmail: string;
                            isActive: boolean;
                            hidden: boolean;
                            ownerSuspended: boolean;
                            createdAt: string;
                            openReports: number;
                        }[];
                        reports: {
                            id: number;
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer";
                            targetId: number;
                            /** @enum {string} */
                            reason: "spam" | "offensive" | "fake" | "scam" | "other";
                            details: string | null;
                            /** @enum {string} */
                            status: "open" | "dismissed" | "upheld";
                            createdAt: string;
                            reporter: {
                                id: number;
                                name: string;
                            };
                            resolvedAt: string | null;
                            resolvedBy: string | null;
                            resolution: string | null;
                            item: {
                                /** @enum {string} */
                                type: "review" | "message" | "company" | "user" | "question" | "answer";
                                id: number;
                                exists: boolean;
                                title: string;
                                text: string | null;
                                link: string | null;
                                hidden: boolean;
                                responsibleUserId: number | null;
                                companyId: number | null;
                                surrounding: {
                                    id: number;
                                    author: string;
                                    text: string;
                                    at: string;
                                    reported: boolean;
                                }[];
                            };
                        }[];
                        audit: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    searchCompaniesAsAdmin: {
        parameters: {
            query?: {
                q?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: {
                            id: number;
                            name: string;
                            city: string;
                            state: string;
                            ownerId: number;
                            ownerEmail: string;
                            isActive: boolean;
                            hidden: boolean;
                            ownerSuspended: boolean;
                            createdAt: string;
                            openReports: number;
                        }[];
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCompanyAsAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        city: string;
                        state: string;
                        ownerId: number;
                        ownerEmail: string;
                        isActive: boolean;
                        hidden: boolean;
                        ownerSuspended: boolean;
                        createdAt: string;
                        openReports: number;
                        description: string;
                        reports: {
                            id: number;
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer";
                            targetId: number;
                            /** @enum {string} */
                            reason: "spam" | "offensive" | "fake" | "scam" | "other";
                            details: string | null;
                            /** @enum {string} */
                            status: "open" | "dismissed" | "upheld";
                            createdAt: string;
                            reporter: {
                                id: number;
                                name: string;
                            };
                            resolvedAt: string | null;
                            resolvedBy: string | null;
                            resolution: string | null;
                            item: {
                                /** @enum {string} */
                                type: "review" | "message" | "company" | "user" | "question" | "answer";
                                id: number;
                                exists: boolean;
                                title: string;
                                text: string | null;
                                link: string | null;
                                hidden: boolean;
                                responsibleUserId: number | null;
                                companyId: number | null;
                                surrounding: {
                                    id: number;
                                    author: string;
                                    text: string;
                                    at: string;
                                    reported: boolean;
                                }[];
                            };
                        }[];
                        audit: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listHeldMessages: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        heldMessages: {
                            id: number;
                            /** @enum {string} */
                            status: "held" | "approved" | "rejected";
                            /** @enum {string} */
                            reason: "blocked_word" | "contact_details";
                            message: string;
                            image: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                            messageId: number | null;
                            quote: {
                                id: number;
                                name: string;
                            };
                            company: {
                                id: number;
                                name: string;
                            };
                            sender: {
                                id: number;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                side: "user" | "company";
                                accountCreatedAt: string;
                            };
                        }[];
                        heldCount: number;
                        pagination: {
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            totalCapped: boolean;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    approveHeldMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        heldMessage: {
                            id: number;
                            /** @enum {string} */
                            status: "held" | "approved" | "rejected";
                            /** @enum {string} */
                            reason: "blocked_word" | "contact_details";
                            message: string;
                            image: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                            messageId: number | null;
                            quote: {
                                id: number;
                                name: string;
                            };
                            company: {
                                id: number;
                                name: string;
                            };
                            sender: {
                                id: number;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                side: "user" | "company";
                                accountCreatedAt: string;
                            };
                        };
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rejectHeldMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        heldMessage: {
                            id: number;
                            /** @enum {string} */
                            status: "held" | "approved" | "rejected";
                            /** @enum {string} */
                            reason: "blocked_word" | "contact_details";
                            message: string;
                            image: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                            messageId: number | null;
                            quote: {
                                id: number;
                                name: string;
                            };
                            company: {
                                id: number;
                                name: string;
                            };
                            sender: {
                                id: number;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                side: "user" | "company";
                                accountCreatedAt: string;
                            };
                        };
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listBlockedWords: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        words: {
                            id: number;
                            word: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addBlockedWord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    word: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        word: {
                            id: number;
                            word: string;
                            createdAt: string;
                        };
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    removeBlockedWord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        word: {
                            id: number;
                            word: string;
                            createdAt: string;
                        };
                        entry: {
                            id: number;
                            adminId: number;
                            adminEmail: string;
                            /** @enum {string} */
                            action: "report.dismiss" | "review.hide" | "review.restore" | "company.hide" | "company.restore" | "user.suspend" | "user.restore" | "appeal.dismiss" | "question.hide" | "question.restore" | "answer.hide" | "answer.restore" | "message.approve" | "message.reject" | "blocked_word.add" | "blocked_word.remove" | "credential.verify" | "credential.reject";
                            /** @enum {string} */
                            targetType: "review" | "message" | "company" | "user" | "question" | "answer" | "blocked_word" | "credential";
                            targetId: number;
                            reason: string;
                            reportId: number | null;
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPendingCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        credentials: {
                            id: number;
                            companyId: number;
                            /** @enum {string} */
                            kind: "licence" | "insurance";
                            trade: string | null;
                            issuingState: string | null;
                            licenceNumber: string | null;
                            insurer: string | null;
                            policyType: string | null;
                            coverageCents: number | null;
                            expiresOn: string;
                            /** @enum {string} */
                            status: "pending" | "verified" | "rejected" | "expired";
                            verifiedOn: string | null;
                            verifiedHow: string | null;
                            rejectedReason: string | null;
                            renewsId: number | null;
                            documentUrl: string;
                            createdAt: string;
                            companyName: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    verifyCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    verifiedOn: string;
                    verifiedHow: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        /** @enum {string} */
                        kind: "licence" | "insurance";
                        trade: string | null;
                        issuingState: string | null;
                        licenceNumber: string | null;
                        insurer: string | null;
                        policyType: string | null;
                        coverageCents: number | null;
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        verifiedOn: string | null;
                        verifiedHow: string | null;
                        rejectedReason: string | null;
                        renewsId: number | null;
                        documentUrl: string;
                        createdAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rejectCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        companyId: number;
                        /** @enum {string} */
                        kind: "licence" | "insurance";
                        trade: string | null;
                        issuingState: string | null;
                        licenceNumber: string | null;
                        insurer: string | null;
                        policyType: string | null;
                        coverageCents: number | null;
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        verifiedOn: string | null;
                        verifiedHow: string | null;
                        rejectedReason: string | null;
                        renewsId: number | null;
                        documentUrl: string;
                        createdAt: string;
                    };
                };
            };
            /** @description The request is invalid: `message` says why, `fields` names the inputs at fault. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not signed in: no valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not allowed for this user (or a request sent by another site). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not found, or not visible to this user. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not possible in the current state (for example a quote that is no longer a draft). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body or the file is too large. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The body's content type is not accepted. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        message: string;
                        fields?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
}
