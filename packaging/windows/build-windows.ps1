<#
.SYNOPSIS
    Build GE Desktop's Windows installer: freeze, self-test, (sign), Inno Setup, (sign).

.DESCRIPTION
    Run from anywhere, in PowerShell 5.1 or 7, on Windows 10/11 x64 with Python 3.11+
    on the PATH (python.exe, else the py launcher) and Inno Setup 6.3+ (installed with
    Chocolatey when ISCC.exe is missing):

        powershell -ExecutionPolicy Bypass -File packaging\windows\build-windows.ps1

    1. packaging\build_bundle.py --self-test: PyInstaller freezes dist\GE Desktop\
       ("GE Desktop.exe" and ge-desktop.exe) in a pinned build venv, then the frozen
       console program runs its --self-test; a failure stops the build.
    2. Optional Authenticode signing of both programs, only when the environment holds a
       code-signing certificate: WINDOWS_CERTIFICATE_PFX_BASE64 (the .pfx, base64) and
       WINDOWS_CERTIFICATE_PASSWORD. signtool.exe comes from the Windows SDK.
    3. ISCC.exe /DAppVersion=<ge_desktop.__version__> packaging\windows\ge-desktop.iss
       -> dist\GE-Desktop-<version>-windows-x64-setup.exe
    4. The installer itself is signed the same way when the certificate is there.
#>
$ErrorActionPreference = "Stop"
$Root = Resolve-Path (Join-Path $PSScriptRoot "..\..")
Set-Location $Root

function Invoke-Checked([string]$Program, [string[]]$Arguments) {
    Write-Host "+ $Program $($Arguments -join ' ')"
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program failed with exit code $LASTEXITCODE" }
}

function Invoke-Python([string[]]$Arguments) {
    if (Get-Command python -ErrorAction SilentlyContinue) { Invoke-Checked "python" $Arguments }
    elseif (Get-Command py -ErrorAction SilentlyContinue) { Invoke-Checked "py" (@("-3") + $Arguments) }
    else { throw "Python 3.11 or newer is needed (https://www.python.org/downloads/windows/)" }
}

function Find-Iscc {
    $candidates = @(@(
        (Get-Command ISCC.exe -ErrorAction SilentlyContinue | Select-Object -ExpandProperty Source),
        "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe",
        "$env:ProgramFiles\Inno Setup 6\ISCC.exe",
        "$env:LOCALAPPDATA\Programs\Inno Setup 6\ISCC.exe"
    ) | Where-Object { $_ -and (Test-Path $_) })  # @(): one match stays a list, not a string
    if ($candidates) { return $candidates[0] }
    Write-Host "Inno Setup not found: installing it with Chocolatey"
    Invoke-Checked "choco" @("install", "innosetup", "-y", "--no-progress")
    return "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe"
}

function Find-Signtool {
    $found = Get-Command signtool.exe -ErrorAction SilentlyContinue
    if ($found) { return $found.Source }
    $kits = @(Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" -ErrorAction SilentlyContinue |
        Sort-Object FullName -Descending)
    if ($kits) { return $kits[0].FullName }
    throw "signtool.exe not found: install the Windows SDK"
}

function Invoke-Sign([string[]]$Files) {
    if (-not $env:WINDOWS_CERTIFICATE_PFX_BASE64) {
        Write-Host "No WINDOWS_CERTIFICATE_PFX_BASE64: $($Files.Count) file(s) left unsigned"
        return
    }
    $pfx = Join-Path ([IO.Path]::GetTempPath()) "ge-desktop-signing.pfx"
    [IO.File]::WriteAllBytes($pfx, [Convert]::FromBase64String($env:WINDOWS_CERTIFICATE_PFX_BASE64))
    try {
        Invoke-Checked (Find-Signtool) (@("sign", "/f", $pfx, "/p", $env:WINDOWS_CERTIFICATE_PASSWORD,
            "/fd", "sha256", "/tr", "http://timestamp.digicert.com", "/td", "sha256",
            "/d", "GE Desktop") + $Files)
    } finally {
        Remove-Item $pfx -Force
    }
}

Invoke-Python @("packaging\build_bundle.py", "--self-test")

$Bundle = Join-Path $Root "dist\GE Desktop"
Invoke-Sign @((Join-Path $Bundle "GE Desktop.exe"), (Join-Path $Bundle "ge-desktop.exe"))

$Version = (Select-String -Path "ge_desktop\__init__.py" -Pattern '__version__ = "(.+)"').Matches[0].Groups[1].Value
Invoke-Checked (Find-Iscc) @("/DAppVersion=$Version", "packaging\windows\ge-desktop.iss")

$Setup = Join-Path $Root "dist\GE-Desktop-$Version-windows-x64-setup.exe"
Invoke-Sign @($Setup)
$SizeMB = [math]::Round((Get-Item $Setup).Length / 1MB, 1)
Write-Host "installer: $Setup ($SizeMB MiB)"
