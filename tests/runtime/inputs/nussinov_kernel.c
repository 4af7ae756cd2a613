/* PolyBench's nussinov kernel (polybench/nussinov.c), parametric form */
#define MAX(s1, s2) ((s1) >= (s2) ? (s1) : (s2))
#define PAIRS(b1, b2) ((b1) + (b2) == 3 ? 1 : 0)

void kernel_nussinov(int n, char seq[n], int table[n][n])
{
    int i, j, k;
    for (i = n - 1; i >= 0; i--)
        for (j = i + 1; j < n; j++) {
            if (j - 1 >= 0)
                table[i][j] = MAX(table[i][j], table[i][j - 1]);
            if (i + 1 < n)
                table[i][j] = MAX(table[i][j], table[i + 1][j]);
            if (j - 1 >= 0 && i + 1 < n) {
                if (i < j - 1)
                    table[i][j] = MAX(table[i][j], table[i + 1][j - 1] + PAIRS(seq[i], seq[j]));
                else
                    table[i][j] = MAX(table[i][j], table[i + 1][j - 1]);
            }
            for (k = i + 1; k < j; k++)
                table[i][j] = MAX(table[i][j], table[i][k] + table[k + 1][j]);
        }
}
