// What other modules may use of job-market: nothing yet; its routes are registered by the app.
export {};
