/* A CSR matrix copy (hypre_CSRMatrixCopy of AMGmk, LLVM test-suite
   MultiSource): at -O2 clang forwards A_i[i+1] to the next row as the
   inner loop's lower bound. The inner loop alone is a SCoP; it used the
   reload of that bound, which only polyoff's model has, so the host code
   did not verify. csr_copy-O2.ll is this file from clang-15 -O2. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { int *i; int *j; double *data; int num_rows; } CSR;

__attribute__((noinline)) int copy(CSR *A, CSR *B, int copy_data) {
   int num_rows = A->num_rows;
   int *A_i = A->i, *A_j = A->j, *B_i = B->i, *B_j = B->j;
   double *A_data, *B_data;
   for (int i = 0; i < num_rows; i++) {
     B_i[i] = A_i[i];
     for (int j = A_i[i]; j < A_i[i+1]; j++)
       B_j[j] = A_j[j];
   }
   B_i[num_rows] = A_i[num_rows];
   if (copy_data) {
     A_data = A->data; B_data = B->data;
     for (int i = 0; i < num_rows; i++)
       for (int j = A_i[i]; j < A_i[i+1]; j++)
         B_data[j] = A_data[j];
   }
   return 0;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 50;
  CSR A, B;
  A.num_rows = B.num_rows = n;
  A.i = malloc((n + 1) * sizeof(int)); B.i = malloc((n + 1) * sizeof(int));
  A.i[0] = 0;
  for (int r = 0; r < n; r++) A.i[r + 1] = A.i[r] + r % 4;
  int nnz = A.i[n];
  A.j = malloc((nnz + 1) * sizeof(int)); B.j = calloc(nnz + 1, sizeof(int));
  A.data = malloc((nnz + 1) * sizeof(double)); B.data = calloc(nnz + 1, sizeof(double));
  for (int k = 0; k < nnz; k++) { A.j[k] = k * 7 % n; A.data[k] = k * 0.5; }
  copy(&A, &B, argc > 2 ? 0 : 1);
  double s = 0; long t = 0;
  for (int k = 0; k < nnz; k++) { s += B.data[k]; t += B.j[k]; }
  for (int r = 0; r <= n; r++) t += B.i[r] * (r + 1);
  printf("%d %ld %.17g\n", nnz, t, s);
  return 0;
}
