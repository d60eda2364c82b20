// Each jest worker talks to the app global-setup started for it (JEST_WORKER_ID counts from 1, also in band).
const worker = process.env.JEST_WORKER_ID ?? '1';
process.env.E2E_BASE_URL = process.env[`E2E_BASE_URL_${worker}`];
process.env.E2E_DATA_DIR = process.env[`E2E_DATA_DIR_${worker}`];
